import Foundation

/// An animator object: performs the animations of a custom transition between two view controllers
/// (`UIViewControllerAnimatedTransitioning`), returned by a navigation controller's delegate
/// (``UINavigationControllerDelegate/navigationController(_:animationControllerFor:from:to:)``) or a presented view
/// controller's ``UIViewController/transitioningDelegate``.
///
/// UIKit calls ``transitionDuration(using:)``, then ``animateTransition(using:)``; the animator adds the views to
/// the context's ``UIViewControllerContextTransitioning/containerView``, animates them, and calls
/// ``UIViewControllerContextTransitioning/completeTransition(_:)`` when its animations end, after which UIKit calls
/// ``animationEnded(_:)``. Interactive transitions (`interruptibleAnimator(using:)`, interaction controllers) are
/// not part of Flipbook's subset.
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The duration of the transition's animations in seconds (UIKit uses it to synchronise the navigation bar's
    /// change with the animator's).
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval

    /// Performs the transition's animations with the views and frames `transitionContext` gives, and calls its
    /// ``UIViewControllerContextTransitioning/completeTransition(_:)`` when they end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)

    /// The transition ended: `transitionCompleted` is the value passed to
    /// ``UIViewControllerContextTransitioning/completeTransition(_:)``. Optional (an Objective-C optional method in
    /// UIKit): the default does nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing (the method is optional in UIKit).
    public func animationEnded(_ transitionCompleted: Bool) {}
}
