import FlipbookCoreAnimation
import Foundation

extension Selector {
    /// A did-stop selector of UIKit's documented shape, unbound:
    /// `Selector(ViewController.animationDidStop(_:finished:context:))` (iOS:
    /// `#selector(ViewController.animationDidStop(_:finished:context:))`), for `UIView.setAnimationDidStop(_:)`.
    public init<Target: AnyObject>(
        _ method: @escaping (Target) -> (String?, NSNumber, UnsafeMutableRawPointer?) -> Void
    ) {
        self.init { (target: Target) -> (ViewAnimationStopArguments) -> Void in
            { arguments in method(target)(arguments.animationID, arguments.finished, arguments.context) }
        }
    }

    /// A did-stop selector of UIKit's documented shape, bound: `Selector(animationDidStop(_:finished:context:))`.
    public init(_ method: @escaping (String?, NSNumber, UnsafeMutableRawPointer?) -> Void) {
        self.init { (arguments: ViewAnimationStopArguments) in
            method(arguments.animationID, arguments.finished, arguments.context)
        }
    }

    /// A will-start selector of UIKit's documented shape, unbound:
    /// `Selector(ViewController.animationWillStart(_:context:))`, for `UIView.setAnimationWillStart(_:)`.
    public init<Target: AnyObject>(_ method: @escaping (Target) -> (String?, UnsafeMutableRawPointer?) -> Void) {
        self.init { (target: Target) -> (ViewAnimationStartArguments) -> Void in
            { arguments in method(target)(arguments.animationID, arguments.context) }
        }
    }

    /// A will-start selector of UIKit's documented shape, bound: `Selector(animationWillStart(_:context:))`.
    public init(_ method: @escaping (String?, UnsafeMutableRawPointer?) -> Void) {
        self.init { (arguments: ViewAnimationStartArguments) in method(arguments.animationID, arguments.context) }
    }
}
