import Foundation

/// Supplies the animators of a view controller's modal presentation and dismissal
/// (`UIViewControllerTransitioningDelegate`), set as the presented controller's
/// ``UIViewController/transitioningDelegate``.
///
/// Both methods are optional (Objective-C optional methods in UIKit): the defaults return `nil`, for UIKit's
/// standard animation (cover vertical). Interaction controllers and presentation controllers are not part of
/// Flipbook's subset.
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator that presents `presented` over `presenting` (`source` is the controller whose
    /// `present(_:animated:completion:)` was called), or `nil` for the standard animation.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator that dismisses `dismissed`, or `nil` for the standard animation.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    /// `nil`: the standard presentation animation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }

    /// `nil`: the standard dismissal animation.
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
}
