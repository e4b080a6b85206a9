import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 7 (§ 2.2.5): colour change — the enabled teal button turns disabled grey over 2 s.
final class ColorChangeViewController: LoginViewController {
    override func viewWillAppear(_ animated: Bool) {
        // 颜色渐变
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDuration(2) // 动画周期设置
        loginButton!.backgroundColor = UIColor.gray
        UIView.commitAnimations() // 动画提交
    }
}
