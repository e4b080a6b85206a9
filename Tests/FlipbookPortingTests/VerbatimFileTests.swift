import Flipbook
import Testing

/// The book's view controllers, compiled unchanged from their iOS files (Verbatim/), run in a window on a host.
@Suite("Verbatim iOS files")
struct VerbatimFileTests {
    /// Shows `controller` in a window on a fresh host, as an app's launch does; the clock reads 0.
    func launch(_ controller: UIViewController) -> (LayerHost, UIWindow) {
        let host = LayerHost()
        let window = host.perform { () -> UIWindow in
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return window
        }
        return (host, window)
    }

    @Test("Case 1: the login button slides from x = −394 to 20 in 1 s, half-way (ease in-out) at 0.5 s")
    func case1() throws {
        let controller = LoginViewController()
        let (host, window) = launch(controller)
        let button = try #require(controller.loginButton)
        #expect(button.frame == CGRect(x: 20, y: 230, width: 374, height: 50))
        let x = { host.perform { button.layer.presentation()!.frame.origin.x } }
        #expect(x() == -394)
        host.advance(by: 0.5)
        #expect(abs(x() - -187) < 1e-3)   // the timing curve is solved numerically: 8e-6 pt off
        host.advance(by: 0.5)
        #expect(x() == 20)
        withExtendedLifetime(window) {}
    }
}
