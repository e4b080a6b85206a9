import Foundation
import Testing
import FlipbookGraphics
@testable import FlipbookCoreAnimation

/// The typed evaluation path is prepared once per animation and must follow every later change of the animation,
/// agree with the general path, and leave the layer's shared attributes and timing intact.
@Suite("Prepared (typed) evaluation")
struct PreparedEvaluationTests {
    @Test("Changing the running animation after an evaluation is reflected at the next one")
    func changesAfterPreparation() throws {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0; move.toValue = 100; move.duration = 1
            layer.add(move, forKey: "move")
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [0, 1]; fade.duration = 1
            layer.add(fade, forKey: "fade")
        }
        #expect(isClose(sample(host, at: 0.5) { layer.presentation()!.position.x }, 50))
        let stored = try #require(layer.animation(forKey: "move") as? CABasicAnimation)
        stored.toValue = 200
        let fade = try #require(layer.animation(forKey: "fade") as? CAKeyframeAnimation)
        fade.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        let p = try #require(host.perform { layer.presentation() })
        #expect(isClose(p.position.x, 100))
        #expect(isClose(Double(p.opacity), CAMediaTimingFunction(name: .easeIn).evaluate(0.5), 1e-6))
        stored.timingFunction = CAMediaTimingFunction(name: .easeIn)
        stored.isAdditive = true
        let additive = try #require(host.perform { layer.presentation() })
        #expect(isClose(additive.position.x, 100 + 200 * CAMediaTimingFunction(name: .easeIn).evaluate(0.5), 1e-9))
    }

    @Test("A typed key path and the general path agree (position.x vs a custom key)")
    func typedAgreesWithGeneral() throws {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            CATransaction.setDisableActions(true)
            layer.setValue(CGFloat(100), forKey: "customX")
            for key in ["position.x", "customX"] {
                let spring = CASpringAnimation(keyPath: key)
                spring.byValue = 50; spring.duration = 2; spring.isCumulative = true; spring.repeatCount = 3
                spring.timingFunction = CAMediaTimingFunction(name: .easeOut)
                layer.add(spring, forKey: key)
            }
        }
        for time in [0.1, 0.7, 2.3, 4.9] {
            let p = try #require(sample(host, at: time) { layer.presentation() })
            let custom = try #require(p.value(forKey: "customX") as? CGFloat)
            #expect(isClose(p.position.x, custom, 1e-12))
        }
    }

    @Test("A presentation layer keeps the attributes it was made with when the model changes afterwards")
    func attributesAreCopiedOnWrite() throws {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            CATransaction.setDisableActions(true)
            layer.cornerRadius = 4
            layer.name = "before"
        }
        let before = try #require(host.perform { layer.presentation() })
        host.perform {
            CATransaction.setDisableActions(true)
            layer.cornerRadius = 9
            layer.name = "after"
            layer.speed = 2
        }
        #expect(before.cornerRadius == 4 && before.name == "before" && before.speed == 1)
        let after = try #require(host.perform { layer.presentation() })
        #expect(after.cornerRadius == 9 && after.name == "after" && after.speed == 2)
    }

    @Test("The animations of a deallocated layer stop unfinished, and a removed animation no longer shows")
    func layerLifetime() throws {
        let host = LayerHost()
        let delegate = RecordingDelegate()
        var layer: CALayer? = CALayer()
        host.perform {
            let move = CABasicAnimation(keyPath: "position.y")
            move.fromValue = 0; move.toValue = 10; move.duration = 1
            move.delegate = delegate
            move.setValue("gone", forKey: "tag")
            layer!.add(move, forKey: "move")
        }
        host.run(until: 0.25)
        let kept = CALayer()
        host.perform {
            let move = CABasicAnimation(keyPath: "position.y")
            move.fromValue = 0; move.toValue = 10; move.duration = 1
            kept.add(move, forKey: "move")
        }
        layer = nil
        host.run(until: 0.5)
        #expect(delegate.events.contains("stop gone false"))
        #expect(isClose(host.perform { kept.presentation()!.position.y }, 2.5))
        host.perform { kept.removeAnimation(forKey: "move") }
        #expect(host.perform { kept.presentation()!.position.y } == 0)
    }
}
