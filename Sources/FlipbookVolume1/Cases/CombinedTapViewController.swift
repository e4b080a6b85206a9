import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 11 (§ 2.2.9): a tap on the login button starts a 2 s combined animation — half a turn (`M_PI`), the frame
/// moved to (400, 0) at a tenth of its size, and a fade-out: the button spins away into the top-right corner.
final class CombinedTapViewController: LoginViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        loginButton!.addTarget(self,
                               action: Selector(CombinedTapViewController.loginAction),
                               for: UIControl.Event.touchUpInside)
    }

    func loginAction() {
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDuration(2) // 动画周期设置
        let angle: CGFloat = CGFloat(M_PI)
        loginButton!.transform = CGAffineTransform(rotationAngle: angle)
        loginButton!.frame = CGRect(x: 400, y: 0,
                                    width: loginButton!.frame.width * 0.1,
                                    height: loginButton!.frame.height * 0.1)
        loginButton!.alpha = 0
        UIView.commitAnimations() // 动画提交
    }
}
