import Foundation
import Testing
@testable import FlipbookCoreAnimation

@Suite("CATransaction")
struct CATransactionTests {
    @Test("Defaults: duration 0.25, no timing function, actions enabled, no completion block")
    func defaults() {
        LayerHost().perform {
            #expect(CATransaction.animationDuration() == 0.25)
            #expect(CATransaction.animationTimingFunction() == nil)
            #expect(!CATransaction.disableActions())
            #expect(CATransaction.completionBlock() == nil)
        }
    }

    @Test("Nested transactions see outer values and restore them on commit")
    func nesting() {
        LayerHost().perform {
            CATransaction.setAnimationDuration(2)
            CATransaction.begin()
            #expect(CATransaction.animationDuration() == 2)
            CATransaction.setAnimationDuration(5)
            CATransaction.setValue("x", forKey: "custom")
            #expect(CATransaction.animationDuration() == 5)
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 2)
            #expect(CATransaction.value(forKey: "custom") == nil)
        }
    }

    @Test("Bad durations are ignored: negative, NaN and infinite give the default")
    func badDurations() {
        LayerHost().perform {
            for bad in [-1.0, .nan, .infinity] {
                CATransaction.setAnimationDuration(bad)
                #expect(CATransaction.animationDuration() == 0.25)
            }
        }
    }

    @Test("Unbalanced commit is ignored; an unbalanced begin closes with the turn")
    func unbalanced() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            CATransaction.commit()
            CATransaction.commit()
            CATransaction.begin()
            layer.opacity = 0
        }
        host.perform { #expect(layer.animation(forKey: "opacity") != nil) }
    }

    @Test("The completion block waits for every animation added in its transaction")
    func completionWaits() {
        let (host, layer) = makeHostWithLayer()
        var finishedAt: CFTimeInterval?
        host.perform {
            CATransaction.begin()
            CATransaction.setCompletionBlock { finishedAt = CACurrentMediaTime() }
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0; a.toValue = 1; a.duration = 1
            layer.add(a, forKey: "short")
            a.duration = 2
            layer.add(a, forKey: "long")
            CATransaction.commit()
        }
        host.advance(by: 1.5)
        #expect(finishedAt == nil)
        host.advance(by: 1)
        #expect(finishedAt == 2)
    }

    @Test("Removing an animation counts as finishing it for the completion block")
    func completionAfterRemoval() {
        let (host, layer) = makeHostWithLayer()
        var ran = false
        host.perform {
            CATransaction.setCompletionBlock { ran = true }
            layer.opacity = 0
        }
        host.perform { layer.removeAllAnimations() }
        #expect(ran)
    }
}
