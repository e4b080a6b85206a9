/// A method to call on a target, the Linux stand-in for an Objective-C selector (target–action, timers, display
/// links, `UIView.setAnimationDidStop(_:)`).
///
/// Linux Swift has no Objective-C runtime, so `#selector(…)` does not compile there. The one mechanical edit a
/// ported file needs is to write `Selector(…)` around the same method reference:
///
/// ```swift
/// button.addTarget(self, action: #selector(loginAction), for: .touchUpInside)          // iOS
/// button.addTarget(self, action: Selector(loginAction), for: .touchUpInside)           // Linux
/// UIView.setAnimationDidStop(#selector(ViewController.animationEnd))                    // iOS
/// UIView.setAnimationDidStop(Selector(ViewController.animationEnd))                     // Linux
/// ```
///
/// A bound reference (`Selector(loginAction)`, `Selector(self.tap(_:))`) calls that object's method whatever target
/// it is sent to; an unbound one (`Selector(ViewController.animationEnd)`) calls the method on the target it is sent
/// to, and does nothing when the target is not of that class (where Objective-C would raise "unrecognized
/// selector").
public struct Selector {
    private let invoke: (_ target: AnyObject?, _ argument: Any?, _ secondArgument: Any?) -> Void

    /// A bound method (or any closure) taking no argument.
    public init(_ method: @escaping () -> Void) {
        invoke = { _, _, _ in method() }
    }

    /// A bound method taking one argument (the sender, the timer, the display link…); it is not called when the
    /// argument sent is not of its type.
    public init<Argument>(_ method: @escaping (Argument) -> Void) {
        invoke = { _, argument, _ in
            if let argument = argument as? Argument { method(argument) }
        }
    }

    /// A bound method taking two arguments (a control action's sender and event); it is not called when an
    /// argument sent is not of its type.
    public init<First, Second>(_ method: @escaping (First, Second) -> Void) {
        invoke = { _, first, second in
            if let first = first as? First, let second = second as? Second { method(first, second) }
        }
    }

    /// An unbound method of `Target` taking no argument, called on the target.
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        invoke = { target, _, _ in
            if let target = target as? Target { method(target)() }
        }
    }

    /// An unbound method of `Target` taking one argument, called on the target with the argument sent.
    public init<Target: AnyObject, Argument>(_ method: @escaping (Target) -> (Argument) -> Void) {
        invoke = { target, argument, _ in
            if let target = target as? Target, let argument = argument as? Argument { method(target)(argument) }
        }
    }

    /// An unbound method of `Target` taking two arguments, called on the target with the arguments sent (a control
    /// action's `(sender, event)` form).
    public init<Target: AnyObject, First, Second>(_ method: @escaping (Target) -> (First, Second) -> Void) {
        invoke = { target, first, second in
            if let target = target as? Target, let first = first as? First, let second = second as? Second {
                method(target)(first, second)
            }
        }
    }

    /// Sends the selector to `target` with `argument` (a method without argument ignores it).
    public func perform(on target: AnyObject?, with argument: Any? = nil) {
        invoke(target, argument, nil)
    }

    /// Sends the selector to `target` with two arguments; a method taking fewer ignores the extra ones, as
    /// Objective-C does for a control action declared without the event.
    public func perform(on target: AnyObject?, with argument: Any?, with secondArgument: Any?) {
        invoke(target, argument, secondArgument)
    }
}
