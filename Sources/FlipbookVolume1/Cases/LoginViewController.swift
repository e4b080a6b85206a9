import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Chapter 1's login screen, which chapters 1 and 2 build on ("the initial code is as in chapter 1"): the `login`
/// background picture (an image view in the book's storyboard, here made in code to fill the screen) and the teal
/// "登录" `loginButton`, 50 points high with a 20-point margin each side, at y 230.
///
/// `loginButtonX` is the button's initial x: −394 in chapter 1 (beyond the left edge, to fly in), 20 on screen
/// from § 2.2.2 on, as the chapter's figures show it (seed contradiction E2, docs/volume1.md).
class LoginViewController: CaseViewController {
    var loginButton: UIButton?
    private let loginButtonX: CGFloat

    /// Creates the controller with the login button's initial x (default 20, on screen).
    init(loginButtonX: CGFloat = 20) {
        self.loginButtonX = loginButtonX
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the cases are made in code.
    required init?(coder: NSCoder) {
        loginButtonX = 20
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let login = UIImageView(image: UIImage(named: "login.png"))
        login.frame = self.view.bounds
        self.view.addSubview(login)
        loginButton = UIButton(frame: CGRect(x: loginButtonX, y: 230,
                                             width: self.view.frame.width - 20 * 2, height: 50))
        loginButton!.backgroundColor = UIColor(red: 50 / 255.0, green: 185 / 255.0, blue: 170 / 255.0, alpha: 1.0)
        loginButton!.setTitle("登录", for: UIControl.State.normal)
        self.view.addSubview(loginButton!)
    }
}
