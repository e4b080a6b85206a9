import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 6 (§ 2.2.4): fade-in — the button starts at `alpha = 0` and fades in over 2 s.
final class FadeInViewController: LoginViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        loginButton!.alpha = 0 // 登录按钮初始化时, 将其透明度设置为 0, 即隐藏状态
    }

    override func viewWillAppear(_ animated: Bool) {
        // 淡入淡出
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDuration(2) // 动画周期设置
        loginButton!.alpha = 1
        UIView.commitAnimations() // 动画提交
    }
}
