import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 5 (§ 2.2.3): position and shape together through `frame` — the button slides to the left edge while its
/// width shrinks to 0.7 and its height grows to 1.2, in 1 s.
final class PositionAndShapeViewController: LoginViewController {
    override func viewWillAppear(_ animated: Bool) {
        // 位置 + 形状动画
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDuration(1) // 动画周期设置
        loginButton!.frame = CGRect(x: 0, y: 230,
                                    width: loginButton!.frame.size.width * 0.7,
                                    height: loginButton!.frame.size.height * 1.2)
        UIView.commitAnimations() // 动画提交
    }
}
