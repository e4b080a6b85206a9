import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// The view controller of chapter 6's cases (§ 6.3): `viewDidLoad` adds the teal "登陆" login button,
/// `(20, 230, W − 40, 50)`; `viewWillAppear` runs the case's own lines — `animation`, which may set the button's
/// layer up first (border, shadow) and returns the `CABasicAnimation` — then the lines every case of the chapter
/// repeats: `duration = 2.0`, `fillMode = kCAFillModeForwards`, `isRemovedOnCompletion = false` and
/// `loginButton?.layer.add(animation, forKey: nil)`.
final class LoginButtonAnimationViewController: UIViewController {
    var loginButton: UIButton?
    private let animation: (UIButton) -> CABasicAnimation

    /// Creates the controller with the case's own lines of `viewWillAppear`.
    init(animation: @escaping (UIButton) -> CABasicAnimation) {
        self.animation = animation
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the cases are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loginButton = UIButton(frame: CGRect(x: 20, y: 230, width: self.view.frame.width - 20 * 2, height: 50))
        loginButton!.backgroundColor = UIColor(red: 50 / 255.0, green: 185 / 255.0, blue: 170 / 255.0, alpha: 1.0)
        loginButton!.setTitle("登陆", for: UIControl.State())
        self.view.addSubview(loginButton!)
    }

    override func viewWillAppear(_ animated: Bool) {
        let animation = self.animation(loginButton!)
        animation.duration = 2.0
        animation.fillMode = CAMediaTimingFillMode.forwards
        animation.isRemovedOnCompletion = false
        loginButton?.layer.add(animation, forKey: nil)
    }
}
