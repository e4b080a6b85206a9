import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@testable import FlipbookArticles

/// Article 002 §3.1's experiments with `MyTestView` and `MyTestLayer` (B-2, B-3): S-10, S-12, S-13.
@Suite("MyTestView: setter forwarding and the view's action")
struct MyTestViewTests {
    /// A `MyTestView` in a window on a fresh host, 100 × 100 at (157, 200).
    private func makeView(on host: LayerHost) -> MyTestView {
        host.perform {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 736))
            window.makeKeyAndVisible()
            let view = MyTestView(frame: CGRect(x: 157, y: 200, width: 100, height: 100))
            window.addSubview(view)
            return view
        }
    }

    @Test("B-2 / S-13: the view's bounds setter calls the layer's, which ends first; the view is the layer's delegate")
    func setterOrder() {
        let host = LayerHost()
        let view = makeView(on: host)
        #expect(view.layer is MyTestLayer)
        #expect(view.layer.delegate === view)
        view.console = []
        host.perform { view.bounds = CGRect(x: 0, y: 0, width: 200, height: 200) }
        #expect(view.console == ["----view setBounds", "----layer setBounds", "----layer setBounds end", "----view setBounds end"])
        #expect(view.layer.bounds.size == CGSize(width: 200, height: 200))
    }

    @Test("S-10 / S-12: outside a block the view answers NSNull and its layer does not animate")
    func nullActionOutsideBlocks() {
        let host = LayerHost()
        let view = makeView(on: host)
        host.perform { view.bounds = CGRect(x: 0, y: 0, width: 200, height: 200) }
        #expect(view.inspectedActions["bounds"] is NSNull)
        #expect(view.layer.animationKeys() == nil)
        host.advance(by: 0.1)
        let presented = host.perform { view.layer.presentation()?.bounds.width }
        #expect(presented == 200)
    }

    @Test("B-3 / S-10: forcing nil lets the layer run its default implicit animation, 0.25 s")
    func forcedNilGivesImplicitAnimation() throws {
        let host = LayerHost()
        let view = makeView(on: host)
        view.forcesNilAction = true
        host.perform { view.bounds = CGRect(x: 0, y: 0, width: 200, height: 200) }
        let animation = try #require(view.layer.animation(forKey: "bounds") as? CABasicAnimation)
        #expect(animation.duration == 0.25)
        host.advance(by: 0.125)
        let halfway = try #require(host.perform { view.layer.presentation()?.bounds.width })
        #expect(halfway > 100 && halfway < 200)
        host.advance(by: 0.125)
        #expect(host.perform { view.layer.presentation()?.bounds.width } == 200)
    }
}
