import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation
import Testing

@Suite("UIButton renders the login button the scenes build from layers")
struct UIButtonRenderTests {
    @Test("a custom UIButton with title 登录 on teal renders the same pixels as LoginButton.make", arguments: [1, 2])
    func sameAsLoginButton(scale: Int) throws {
        let scene = Scene(id: "login-button", origin: .article(number: 1, section: "test"), title: "", chineseTitle: "",
                          sampleTimes: [0]) { stage in
            stage.view.layer.addSublayer(LoginButton.make(on: stage, title: "登录"))
        }
        let expected = try scene.renderFrame(at: 0, scale: scale)

        let host = LayerHost()
        host.screen = UIScreen(size: CGSize(width: 414, height: 736), scale: CGFloat(scale))
        let window = host.perform { () -> UIWindow in
            let window = UIWindow(frame: UIScreen.main.bounds)
            let controller = UIViewController()
            controller.view.backgroundColor = .white
            let button = UIButton(frame: LoginButton.frame)
            button.backgroundColor = UIColor(cgColor: SeedColor.loginTeal)
            button.setTitle("登录", for: .normal)
            controller.view.addSubview(button)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return window
        }
        let actual = try host.renderFrameImage(at: 0, scale: scale, backgroundColor: .white)
        withExtendedLifetime(window) {}
        #expect(actual == expected)
    }
}
