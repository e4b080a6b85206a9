import FlipbookGraphics
import FlipbookUIKit
import Foundation

// Case 57 (§ 16.2), TransitionAnim.swift: as printed but in today's spellings and without the seed's errors
// (docs/volume4.md): the printed line numbers dropped, the protocol names broken over two lines joined
// (`UIViewControllerAnimated Transitioning`, `UIViewController ContextTransitioning`), `NSTimeInterval` →
// `TimeInterval`, `UINavigationControllerKey` → `UITransitionContextViewControllerKey`, and
// `containerView()?.addSubview` → `containerView.addSubview` (a property, not optional, since iOS 10).

/// Case 57's animator: the new view slides up from below the screen (from y = 2 H) over the old one in 2 s.
final class TransitionAnim: NSObject,UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext:
    UIViewControllerContextTransitioning?) -> TimeInterval{
        return 2
    }
    func animateTransition(using transitionContext:
    UIViewControllerContextTransitioning){
        let fromVC:UIViewController =
            transitionContext.viewController(forKey:
            UITransitionContextViewControllerKey.from)!
        let toVC:UIViewController =
            transitionContext.viewController(forKey:
            UITransitionContextViewControllerKey.to)!
        let fromVCRect =
            transitionContext.initialFrame(for:fromVC)
        let toVCRect = CGRect(x: 0,y:
            fromVCRect.size.height*2,
            width: fromVCRect.size.width,
            height: fromVCRect.size.height)
        let fromView:UIView = fromVC.view
        let toView:UIView = toVC.view
        fromView.frame = fromVCRect
        toView.frame = toVCRect
        transitionContext.containerView.addSubview(fromView)
        transitionContext.containerView.addSubview(toView)

        UIView.animate(withDuration: 2, animations: { () in
            toView.frame = fromVCRect;
            toView.alpha = 1;
            }, completion: { (Bool) in
            transitionContext.completeTransition(true)
        })
    }
}
