import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 10 (§ 2.2.8): translation through `transform` — `CGAffineTransform(translationX: 0, y: 300)` in 1 s, as
/// the code writes it (the prose's "−20 in x, +100 in y" is seed contradiction E3).
final class TranslationViewController: LoginViewController {
    override func viewWillAppear(_ animated: Bool) {
        // CGAffineTransform: 移动
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDuration(1) // 动画周期设置
        loginButton!.transform = CGAffineTransform(translationX: 0, y: 300)
        UIView.commitAnimations() // 动画提交
    }
}
