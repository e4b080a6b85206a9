import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 1 (§ 1.2): the login button flies in from beyond the left edge, closure form — in `viewWillAppear`,
/// `UIView.animate(withDuration: 1)` sets only the end frame (x 20).
final class LoginFlyInClosureViewController: LoginViewController {
    override func viewWillAppear(_ animated: Bool) {
        UIView.animate(withDuration: 1, animations: {
            self.loginButton!.frame = CGRect(x: 20,
                                             y: self.loginButton!.frame.origin.y,
                                             width: self.loginButton!.frame.width,
                                             height: self.loginButton!.frame.height)
        })
    }
}
