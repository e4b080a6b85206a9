import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 13 (§ 2.3.2 (1)): the stop callback through the animation delegate — `setAnimationDelegate(self)` before a
/// 1 s scale to (0.7, 1.2), and the delegate's `animationDidStop(_:finished:)`, which the book says prints
/// "animation stop!" when the scale ends.
///
/// The book overrides the Swift 2.3 informal-protocol method `animationDidStop(anim:finished:)`; today's spelling is
/// `CAAnimationDelegate`'s `animationDidStop(_:finished:)`, which the controller adopts (no `override`). UIKit sends
/// a block's delegate only the selectors set with `setAnimationWillStart(_:)`/`setAnimationDidStop(_:)` (both `nil`
/// by default), never `CAAnimationDelegate`'s methods, so nothing is printed — Apple's behaviour, as Case 14 shows
/// with the selector that does it (docs/volume1.md).
final class StopDelegateViewController: LoginViewController, CAAnimationDelegate {
    override func viewWillAppear(_ animated: Bool) {
        // CGAffineTransform:缩放
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDelegate(self) // 设置回调对象
        UIView.setAnimationDuration(1) // 动画周期设置
        loginButton!.transform = CGAffineTransform(scaleX: 0.7, y: 1.2)
        UIView.commitAnimations() // 动画提交
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        print("animation stop!")
    }
}
