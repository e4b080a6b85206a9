import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 40 (§ 8.2): in `viewDidLoad`, the ripple button — a ``MyButton`` at `(20, 230, W − 40, 50)` titled
/// "登陆" — whose `.touchUpInside` action passes the button and the touch event to
/// ``MyButton/startButtonAnimation(_:mevent:)``.
final class RippleButtonViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let loginButton: MyButton = MyButton(frame: CGRect(x: 20, y: 230, width: self.view.frame.width - 20 * 2,
                                                           height: 50))
        loginButton.setTitle("登陆", for: UIControl.State())
        loginButton.addTarget(self, action: Selector(RippleButtonViewController.loginAction(_:event:)),
                              for: UIControl.Event.touchUpInside)
        self.view.addSubview(loginButton)
    }

    func loginAction(_ sender: UIButton, event: UIEvent) {
        let bt: MyButton = sender as! MyButton
        bt.startButtonAnimation(sender, mevent: event)
    }
}
