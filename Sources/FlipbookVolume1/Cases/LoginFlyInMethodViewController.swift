import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 2 (§ 1.3): the same fly-in, method form — `beginAnimations`, `setAnimationDuration(1)`, the end frame,
/// `commitAnimations`.
final class LoginFlyInMethodViewController: LoginViewController {
    override func viewWillAppear(_ animated: Bool) {
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDuration(1) // 动画周期设置
        loginButton!.frame = CGRect(x: 20,
                                    y: loginButton!.frame.origin.y,
                                    width: loginButton!.frame.width,
                                    height: loginButton!.frame.height) // 动画位置设置
        UIView.commitAnimations() // 动画提交
    }
}
