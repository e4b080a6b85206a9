import FlipbookCoreAnimation
import FlipbookUIKit
import Foundation

extension LayerHost {
    /// Launches `controller` as an app does — a new window the size of the screen, `controller` as its root view
    /// controller, `makeKeyAndVisible()` — in one turn of the host, and returns the window.
    func launch(_ controller: UIViewController) -> UIWindow {
        perform {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return window
        }
    }
}
