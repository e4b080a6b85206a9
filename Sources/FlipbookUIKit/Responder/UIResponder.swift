import Foundation

/// An object that responds to and handles events: the superclass of views, view controllers and the window.
///
/// Touch events travel up the responder chain: a method that is not overridden forwards the event to ``next``.
open class UIResponder: NSObject {
    /// The next responder in the chain (a view's view controller or superview, a view controller's view's
    /// superview, the window's nothing); `nil` by default.
    open var next: UIResponder? { nil }

    /// Fingers touched down in a view; forwards to ``next`` unless overridden.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved; forwards to ``next`` unless overridden.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted; forwards to ``next`` unless overridden.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches; forwards to ``next`` unless overridden.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
