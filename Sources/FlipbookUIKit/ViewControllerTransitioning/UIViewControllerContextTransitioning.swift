import FlipbookGraphics
import Foundation

/// What an animator knows about the transition it performs (`UIViewControllerContextTransitioning`): the container
/// view, the two view controllers and their views and frames, and how to report the end.
///
/// UIKit creates the context and passes it to the animator (apps do not adopt the protocol). Flipbook's subset
/// has no interactive transitions: ``isInteractive`` is `false`, ``transitionWasCancelled`` is `false`, and the
/// interactive methods (`updateInteractiveTransition(_:)`, `finishInteractiveTransition()`,
/// `cancelInteractiveTransition()`, `pauseInteractiveTransition()`) are not part of it.
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The superview of the views involved in the transition. UIKit puts the from view in it; the animator adds the
    /// to view (``view(forKey:)`` with `.to`).
    var containerView: UIView { get }
    /// Whether the transition was asked to animate (`animated:` of the push, pop, present or dismiss). A custom
    /// animator runs whatever the value; it may check it and skip its animations.
    var isAnimated: Bool { get }
    /// Whether the transition is interactive (always `false` in Flipbook).
    var isInteractive: Bool { get }
    /// Whether an interactive transition was cancelled (always `false` in Flipbook, which has none).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a modal transition (``UIModalPresentationStyle/fullScreen`` for navigation).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition (identity: Flipbook does not rotate).
    var targetTransform: CGAffineTransform { get }

    /// Tells UIKit that the animations are done: `true` if the transition completed (the to view controller is
    /// shown), `false` if it was abandoned (the from view controller stays). Calls after the first are ignored.
    /// A transition whose animator never calls it never ends (see ``UINavigationController``).
    func completeTransition(_ didComplete: Bool)
    /// The view controller for `key`: the one shown at the start (`.from`) or the end (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`: the from or to view controller's view, or `nil` when the animator must not touch it (the
    /// presenting view of a presentation that keeps it, e.g. ``UIModalPresentationStyle/overFullScreen``).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame of `vc`'s view at the start of the transition, in the container's coordinates (`.zero` when the
    /// view is not visible at the start: the to view controller).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of `vc`'s view at the end of the transition (`.zero` when it is not visible at the end: the from
    /// view controller of a push or a full-screen presentation).
    func finalFrame(for vc: UIViewController) -> CGRect
}
