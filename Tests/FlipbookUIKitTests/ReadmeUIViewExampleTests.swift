import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookUIKit
import Foundation
import Testing

/// The README's "UIKit, headless" example, as written there.
@Suite("README UIView example")
struct ReadmeUIViewExampleTests {
    final class ViewController: UIViewController {
        let loginButton = UIButton(frame: CGRect(x: -394, y: 230, width: 414 - 20 * 2, height: 50))

        override func viewDidLoad() {
            super.viewDidLoad()
            loginButton.backgroundColor = UIColor(red: 50 / 255, green: 185 / 255, blue: 170 / 255, alpha: 1)
            loginButton.setTitle("登录", for: .normal)
            view.addSubview(loginButton)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            UIView.animate(withDuration: 1) {
                self.loginButton.frame.origin.x = 20
            }
        }
    }

    @Test("the button's presentation x is −394, −187 and 20 at 0, 0.5 and 1 s; the frame renders; a tap is delivered")
    func example() throws {
        let host = LayerHost()
        let controller = ViewController()
        let window = host.perform {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return window
        }
        var xs: [CGFloat] = []
        for t in [0.0, 0.5, 1.0] {
            host.run(until: t)
            xs.append(host.perform { controller.loginButton.layer.presentation()!.frame.minX })
        }
        #expect(xs.count == 3)
        #expect(abs(xs[0] + 394) < 1e-3 && abs(xs[1] + 187) < 1e-3 && abs(xs[2] - 20) < 1e-3)  // the curve solve's precision
        let frame = try host.renderFrame(at: 1, scale: 2)
        #expect(frame.width == 828 && frame.height == 1472)
        var taps = 0
        controller.loginButton.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.sendTap(at: CGPoint(x: 207, y: 255))
        #expect(taps == 1)
    }
}
