#if os(Linux)   // `import UIKit` is Flipbook's on Linux (macOS has no UIKit)
import CardAnimation
import Testing
import UIKit

@Suite
struct CardViewControllerTests {
    @Test func halfwayAndHalfFaded() {
        let host = LayerHost(size: CGSize(width: 300, height: 200))
        let controller = CardViewController()
        let window = host.perform {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return window
        }
        host.run(until: 0.5)
        let card = host.perform { controller.card.layer.presentation()! }
        #expect(card.frame.origin.x == 90 && card.opacity == 0.5)
        withExtendedLifetime(window) {}
    }
}
#endif
