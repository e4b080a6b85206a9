import Foundation
import Testing
@testable import FlipbookCoreAnimation

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

    @Test("Implicit animations use Core Animation's default curve when the transaction sets no timing function")
    func implicitDefaultCurve() throws {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            #expect(CATransaction.animationTimingFunction() == nil)
            CATransaction.setAnimationDuration(1)
            layer.opacity = 0
        }
        let implicit = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        let curve = CAMediaTimingFunction(name: .default)
        let function = try #require(implicit.timingFunction)
        #expect(function.controlPoint(at: 1)! == (0.25, 0.1) && function.controlPoint(at: 2)! == (0.25, 1))
        for time in [0.25, 0.5, 0.75] {
            let presented = sample(host, at: time) { Double(layer.presentation()!.opacity) }
            #expect(isClose(presented, 1 - curve.evaluate(time), 1e-6))
            #expect(!isClose(presented, 1 - time, 1e-3))
        }
        #expect(makeBasic("opacity", from: 1, to: 0).timingFunction == nil)
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
        let linear = CAMediaTimingFunction(name: .linear)
        host.perform {
            CATransaction.setAnimationTimingFunction(linear)
            layer.position = CGPoint(x: 200, y: 100)
        }
        #expect(sample(host, at: 0.125) { layer.presentation()!.position } == CGPoint(x: 150, y: 100))
        host.perform {
            CATransaction.setAnimationTimingFunction(linear)
            layer.position = CGPoint(x: 150, y: 200)
        }
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
