import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 9 (§ 2.2.7): rotation through `transform` — 45° (`M_PI_4` radians) in 1 s, about the button's centre.
final class RotationViewController: LoginViewController {
    override func viewWillAppear(_ animated: Bool) {
        // CGAffineTransform: 旋转
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDuration(1) // 动画周期设置
        let angle: CGFloat = CGFloat(M_PI_4)
        loginButton!.transform = CGAffineTransform(rotationAngle: angle)
        UIView.commitAnimations() // 动画提交
    }
}
