import Foundation

/// Told when a navigation controller shows a view controller, and asked for the animator of a push or pop
/// (`UINavigationControllerDelegate`).
///
/// Every method is optional (Objective-C optional methods in UIKit): the defaults do nothing and return `nil`.
/// Interaction controllers (`navigationController(_:interactionControllerFor:)`) are not part of Flipbook's subset.
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `viewController`'s view is about to be shown (before the transition starts).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// `viewController`'s view was shown (the transition ended).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// The animator of the transition from `fromVC` to `toVC` for `operation`, or `nil` for the standard slide.
    /// Asked whether or not the push or pop is animated: a returned animator runs in both cases (its context's
    /// ``UIViewControllerContextTransitioning/isAnimated`` tells which), as on iOS.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    /// `nil`: the standard slide.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
}
