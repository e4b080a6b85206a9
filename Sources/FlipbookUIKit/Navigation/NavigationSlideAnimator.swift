import FlipbookGraphics
import Foundation

/// The navigation controller's standard push and pop animation, at Flipbook's fidelity of iOS's: over
/// ``UINavigationController/standardTransitionDuration`` with the ease-in-out curve, a push brings the new view in
/// from the right edge over the old one while the old one moves left by a third of the container's width; a pop
/// slides the top view out to the right, uncovering the one below as it comes back from a third of the width to
/// the left. (iOS also draws a soft shadow along the moving view's leading edge and dims the covered view slightly;
/// Flipbook does neither.)
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The fraction of the container's width the covered view moves by.
    static let parallaxFraction: CGFloat = 1.0 / 3

    private let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        UINavigationController.standardTransitionDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(true)
            return
        }
        let container = transitionContext.containerView
        let start = transitionContext.initialFrame(for: fromVC)
        let end = transitionContext.finalFrame(for: toVC)
        let width = container.bounds.width
        let isPush = operation != .pop
        if isPush {
            container.addSubview(toView)
            toView.frame = end.offsetBy(dx: width, dy: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = end.offsetBy(dx: -width * Self.parallaxFraction, dy: 0)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
                       animations: {
            toView.frame = end
            fromView.frame = start.offsetBy(dx: isPush ? -width * Self.parallaxFraction : width, dy: 0)
        }, completion: { _ in
            fromView.frame = start
            transitionContext.completeTransition(true)
        })
    }
}
