import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 14 (§ 2.3.2 (2)): the stop callback through a custom selector — `setAnimationDidStop` names
/// `animationEnd`, which prints "AnimationEnd!" when the 1 s scale to (0.7, 1.2) ends.
final class StopSelectorViewController: LoginViewController {
    override func viewWillAppear(_ animated: Bool) {
        // CGAffineTransform: 缩放
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDelegate(self) // 设置回调对象
        UIView.setAnimationDuration(1) // 动画周期设置
        loginButton!.transform = CGAffineTransform(scaleX: 0.7, y: 1.2)
        UIView.setAnimationDidStop(Selector(StopSelectorViewController.animationEnd))
        UIView.commitAnimations() // 动画提交
    }

    func animationEnd() {
        print("AnimationEnd!")
    }
}
