import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 3 (§ 2.2.1): position animation through `center` — the button, still at chapter 1's x −394, moves its
/// centre to (207, 255) in 1 s; the `print` right after the commit shows the new (model) centre.
final class PositionViewController: LoginViewController {
    override func viewWillAppear(_ animated: Bool) {
        // 位置动画
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDuration(1) // 动画周期设置
        loginButton!.center = CGPoint(x: 207, y: 255) // 动画位置设置
        UIView.commitAnimations() // 动画提交
        print("center:\(loginButton!.center)")
    }
}
