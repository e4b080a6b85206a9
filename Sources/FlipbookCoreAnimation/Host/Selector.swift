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
    private let invoke: (_ target: AnyObject?, _ argument: Any?) -> Void

    /// A bound method (or any closure) taking no argument.
    public init(_ method: @escaping () -> Void) {
        invoke = { _, _ in method() }
    }

    /// A bound method taking one argument (the sender, the timer, the display link…); it is not called when the
    /// argument sent is not of its type.
    public init<Argument>(_ method: @escaping (Argument) -> Void) {
        invoke = { _, argument in
            if let argument = argument as? Argument { method(argument) }
        }
    }

    /// An unbound method of `Target` taking no argument, called on the target.
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        invoke = { target, _ in
            if let target = target as? Target { method(target)() }
        }
    }

    /// An unbound method of `Target` taking one argument, called on the target with the argument sent.
    public init<Target: AnyObject, Argument>(_ method: @escaping (Target) -> (Argument) -> Void) {
        invoke = { target, argument in
            if let target = target as? Target, let argument = argument as? Argument { method(target)(argument) }
        }
    }

    /// Sends the selector to `target` with `argument` (a method without argument ignores it).
    public func perform(on target: AnyObject?, with argument: Any? = nil) {
        invoke(target, argument)
    }
}
