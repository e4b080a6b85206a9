import FlipbookGraphics
import Foundation
import Testing
@testable import FlipbookCoreAnimation

/// A layer that a host has not committed yet has nothing on screen: an implicit animation of a change made then has
/// nothing to start from and is not added, so the change shows at once, as on Apple, where a layer configured and
/// added to the tree in one transaction appears at its values at once. Once committed, its changes animate from what
/// is shown.
@Suite("Implicit animations of layers not yet committed")
struct UncommittedLayerTests {
    @Test("Configured and added in one turn: the presentation shows the new values at once")
    func configuredAndAdded() {
        let host = LayerHost()
        let layer = CALayer()
        host.perform {
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            host.rootLayer.addSublayer(layer)
            layer.position = CGPoint(x: 50, y: 60)               // added, but not yet committed
        }
        host.run(until: 0.1)
        let shown = host.perform { layer.presentation()! }
        #expect(shown.bounds.size == CGSize(width: 100, height: 100))
        #expect(shown.position == CGPoint(x: 50, y: 60))
        #expect(shown.backgroundColor?.components == [1, 0, 0, 1])
    }

    @Test("No implicit animation is added before the first commit: a jump made later with actions disabled shows at once")
    func noLingeringImplicitAnimation() {
        let host = LayerHost()
        let layer = CALayer()
        host.perform {
            host.rootLayer.addSublayer(layer)
            layer.position = CGPoint(x: 100, y: 100)
            layer.opacity = 0.5
        }
        #expect(host.perform { layer.animationKeys() } == nil)
        host.run(until: 0.1)
        host.perform {
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 200, y: 100)
        }
        host.run(until: 0.15)
        #expect(host.perform { layer.presentation()!.position } == CGPoint(x: 200, y: 100))
    }

    @Test("A custom action still runs for a layer not yet committed, and may add its own animation")
    func customActionRuns() {
        final class FadeIn: CAAction {
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0
                fade.duration = 1
                (anObject as? CALayer)?.add(fade, forKey: "fade")
            }
        }
        let host = LayerHost()
        let layer = CALayer()
        host.perform {
            layer.actions = ["opacity": FadeIn()]
            host.rootLayer.addSublayer(layer)
            layer.opacity = 1
        }
        #expect(host.perform { layer.animationKeys() } == ["fade"])
        host.run(until: 0.5)
        #expect(abs(host.perform { layer.presentation()!.opacity } - 0.5) < 1e-6)
    }

    @Test("After the commit that shows it, a change animates over the transaction's duration")
    func changeAfterCommit() {
        let host = LayerHost()
        let layer = CALayer()
        host.perform {
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            host.rootLayer.addSublayer(layer)
        }
        host.perform {
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.opacity = 0
        }
        host.run(until: 0.125)
        #expect(abs(host.perform { layer.presentation()!.opacity } - 0.5) < 1e-6)
    }

    @Test("A sublayer added to a committed layer, and a mask set on one, are new until the next commit")
    func newSublayerAndMask() {
        let host = LayerHost()
        let parent = CALayer(), child = CALayer(), mask = CALayer()
        host.perform { host.rootLayer.addSublayer(parent) }
        host.perform {
            parent.addSublayer(child)
            child.opacity = 0.5
            parent.mask = mask
            mask.opacity = 0.25
        }
        host.run(until: 0.1)
        #expect(host.perform { child.presentation()!.opacity } == 0.5)
        host.perform {
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            child.opacity = 1
            mask.opacity = 0.75
        }
        host.run(until: 0.225)
        #expect(abs(host.perform { child.presentation()!.opacity } - 0.75) < 1e-6)
        let maskOpacity = host.perform { parent.presentation()!.mask!.opacity }
        #expect(abs(maskOpacity - 0.5) < 1e-6)
    }

    @Test("Outside any host, a standalone layer's change inside a transaction still animates (Flipbook's affordance)")
    func standaloneUnchanged() {
        let layer = CALayer()
        CATransaction.begin()
        layer.opacity = 0
        CATransaction.commit()
        #expect(layer.animation(forKey: "opacity") is CABasicAnimation)
        #expect(layer.presentation()!.opacity == 1)
    }
}
