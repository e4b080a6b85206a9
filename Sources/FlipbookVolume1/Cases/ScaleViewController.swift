import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 8 (§ 2.2.6): scale through `transform` — `CGAffineTransform(scaleX: 0.7, y: 1.2)` in 1 s, about the
/// button's centre.
final class ScaleViewController: LoginViewController {
    override func viewWillAppear(_ animated: Bool) {
        // CGAffineTransform:缩放
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDuration(1) // 动画周期设置
        loginButton!.transform = CGAffineTransform(scaleX: 0.7, y: 1.2)
        UIView.commitAnimations() // 动画提交
    }
}
