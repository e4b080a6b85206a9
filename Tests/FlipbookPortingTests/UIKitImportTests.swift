import CoreGraphics
import QuartzCore
import Testing
import UIKit

/// `import UIKit` beside `import QuartzCore` and `import CoreGraphics`, as iOS files often write them: every name
/// resolves once (`Timer` is not ambiguous with Foundation's).
@Suite("import UIKit")
struct UIKitImportTests {
    @Test("Views, timers and display links resolve to Flipbook's and run on the host")
    func namesResolve() {
        let host = LayerHost()
        let view = UIView(frame: UIScreen.main.bounds)
        var fires = 0
        let timer: Timer = host.perform {
            host.rootLayer.addSublayer(view.layer)
            return Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in fires += 1 }
        }
        let link = CADisplayLink { _ in }
        host.advance(by: 1)
        #expect(fires == 1 && !timer.isValid)
        #expect(link.timestamp == 0)
        #expect(view.layer.bounds.size == CGSize(width: 414, height: 736))
    }
}
