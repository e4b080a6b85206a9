import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation
import Testing

@Suite("UIButton renders the login button the scenes build from layers")
struct UIButtonRenderTests {
    /// The seeds' login view controller: a custom button at LoginButton's frame, title 登录 on the teal.
    final class LoginViewController: UIViewController {
        override func viewDidLoad() {
            let button = UIButton(frame: LoginButton.frame)
            button.backgroundColor = UIColor(cgColor: SeedColor.loginTeal)
            button.setTitle("登录", for: .normal)
            view.addSubview(button)
        }
    }

    @Test("a custom UIButton titled 登录 on teal renders the same pixels as LoginButton.make", arguments: [1, 2, 3])
    func sameAsLoginButton(scale: Int) throws {
        let layers = Scene(id: "login-button-layers", origin: .article(number: 1, section: "test"), title: "",
                           chineseTitle: "", sampleTimes: [0]) { stage in
            stage.view.layer.addSublayer(LoginButton.make(on: stage, title: "登录"))
        }
        let views = Scene(id: "login-button-view", origin: .article(number: 1, section: "test"), title: "",
                          chineseTitle: "", sampleTimes: [0], viewController: {
                              let controller = LoginViewController()
                              controller.view.backgroundColor = .white
                              return controller
                          })
        #expect(try views.renderFrame(at: 0, scale: scale) == layers.renderFrame(at: 0, scale: scale))
    }
}
