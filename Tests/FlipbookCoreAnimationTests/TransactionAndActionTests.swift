import Foundation
import Testing
@testable import FlipbookCoreAnimation

/// A delegate that answers `action(for:forKey:)` with a fixed result and counts the questions.
final class ActionDelegate: CALayerDelegate {
    let answer: CAAction?
    var asked: [String] = []
    init(answer: CAAction?) { self.answer = answer }
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        asked.append(event)
        return answer
    }
}

/// An action that records that it ran.
final class RecordingAction: CAAction {
    var runs: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs.append(event) }
}

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

    @Test("Outside a host, transactions do nothing and completion blocks run at once")
    func outsideHost() {
        var ran = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.commit()
        CATransaction.flush()
        #expect(ran)
        #expect(CACurrentMediaTime() == 0)
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

@Suite("Actions and implicit animations")
struct ActionTests {
    @Test("Lookup order: delegate, then actions, then style, then defaultAction")
    func lookupOrder() {
        let layer = CALayer()
        let fromActions = RecordingAction(), fromStyle = RecordingAction(), fromDelegate = RecordingAction()
        layer.style = ["actions": ["opacity": fromStyle]]
        #expect(layer.action(forKey: "opacity") === fromStyle)
        layer.actions = ["opacity": fromActions]
        #expect(layer.action(forKey: "opacity") === fromActions)
        let delegate = ActionDelegate(answer: fromDelegate)
        layer.delegate = delegate
        #expect(layer.action(forKey: "opacity") === fromDelegate)
    }

    @Test("NSNull anywhere in the search stops it with no action")
    func nsNullStops() {
        let layer = CALayer()
        layer.actions = ["opacity": NSNull()]
        #expect(layer.action(forKey: "opacity") == nil)
        layer.actions = nil
        layer.style = ["actions": ["opacity": NSNull()]]
        #expect(layer.action(forKey: "opacity") == nil)
    }

    @Test("defaultAction(forKey:) is nil, yet animatable keys get an implicit basic animation")
    func implicitDefault() throws {
        #expect(CALayer.defaultAction(forKey: "opacity") == nil)
        let action = try #require(CALayer().action(forKey: "opacity") as? CABasicAnimation)
        #expect(action.keyPath == "opacity" && action.duration == 0.25)
        #expect(CALayer().action(forKey: "hidden") == nil)
        #expect(CALayer().action(forKey: "noSuchKey") == nil)
    }

    @Test("A custom action runs when the property changes inside a host")
    func customActionRuns() {
        let (host, layer) = makeHostWithLayer()
        let action = RecordingAction()
        host.perform {
            layer.actions = ["position": action]
            layer.position = .zero
        }
        #expect(action.runs == ["position"])
        #expect(layer.animationKeys() == nil)
    }

    @Test("disableActions skips the action but not the search")
    func disableActions() {
        let (host, layer) = makeHostWithLayer()
        let delegate = ActionDelegate(answer: nil)
        layer.delegate = delegate
        host.perform {
            CATransaction.setDisableActions(true)
            layer.opacity = 0.5
        }
        #expect(layer.animationKeys() == nil)
        #expect(layer.action(forKey: "opacity") != nil)
    }

    @Test("An implicit animation runs from the previous presentation value to the new model value")
    func implicitFromPresentation() {
        let (host, layer) = makeHostWithLayer()
        host.perform { layer.position = CGPoint(x: 200, y: 100) }
        #expect(sample(host, at: 0.125) { layer.presentation()!.position } == CGPoint(x: 150, y: 100))
        host.perform { layer.position = CGPoint(x: 150, y: 200) }
        let p = sample(host, at: 0.25) { layer.presentation()!.position }
        #expect(isClose(p, CGPoint(x: 150, y: 150), 1e-9))
        #expect(sample(host, at: 1) { layer.presentation()!.position } == CGPoint(x: 150, y: 200))
    }

    @Test("Implicit animations use the transaction's duration and timing function")
    func implicitTiming() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
            layer.opacity = 0
        }
        let a = host.perform { layer.animation(forKey: "opacity") }
        #expect(a?.duration == 2)
        let opacity = sample(host, at: 1) { layer.presentation()!.opacity }
        #expect(isClose(Double(opacity), 1 - 0.315357, 1e-5))
    }

    @Test("Layers outside a host change without animation")
    func outsideHost() {
        let layer = CALayer()
        layer.opacity = 0
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.opacity == 0)
    }

    @Test("A presentation layer never animates and returns itself as its presentation")
    func presentationDoesNotAnimate() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let p = layer.presentation()!
            p.opacity = 0
            #expect(p.animationKeys() == nil)
            #expect(p.presentation() === p)
            #expect(p.model() === layer)
        }
    }
}
