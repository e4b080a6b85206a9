import FlipbookGraphics
import Foundation

/// UIKit's standard modal animation, cover vertical, at Flipbook's fidelity: presenting, the presented view slides
/// up from below the container's bottom edge to its final frame; dismissing, it slides back down, uncovering the
/// presenting view. Over ``duration`` with the ease-in-out curve.
final class ModalCoverVerticalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The slide's duration in seconds (iOS's is about half a second).
    static let duration: TimeInterval = 0.5

    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let drop = container.bounds.height
        let finish: (Bool) -> Void = { _ in transitionContext.completeTransition(true) }
        if isPresenting {
            guard let toVC = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else { return finish(true) }
            let end = transitionContext.finalFrame(for: toVC)
            toView.frame = end.offsetBy(dx: 0, dy: drop)
            container.addSubview(toView)
            UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut],
                           animations: { toView.frame = end }, completion: finish)
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return finish(true) }
            if let toVC = transitionContext.viewController(forKey: .to),
               let toView = transitionContext.view(forKey: .to) {
                toView.frame = transitionContext.finalFrame(for: toVC)
                container.insertSubview(toView, belowSubview: fromView)
            }
            let start = fromView.frame
            UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut],
                           animations: { fromView.frame = start.offsetBy(dx: 0, dy: drop) }, completion: finish)
        }
    }
}
