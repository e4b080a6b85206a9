import Foundation
import Testing
import FlipbookGraphics
@testable import FlipbookCoreAnimation

/// One test per behaviour statement of the seeds (spec/seed-catalogue.md §3) that concerns the Core Animation
/// model. Where a seed contradicts Apple, the test follows Apple and says why.
@Suite("Seed behaviour statements: transactions, implicit animation, actions")
struct SeedTransactionStatements {
    @Test("S-01 A standalone layer's animatable property change animates implicitly")
    func s01() {
        let (host, layer) = makeHostWithLayer()
        host.perform { layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
        host.perform { layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
        // Half-way in time is 80 % of the way: implicit animations ease with Core Animation's default curve.
        let eased = CAMediaTimingFunction(name: .default).evaluate(0.5)
        let mid = sample(host, at: 0.125) { layer.presentation()!.backgroundColor!.components! }
        #expect(zip(mid, [1 - eased, 0, eased, 1]).allSatisfy { isClose($0, $1, 1e-9) })
        #expect(sample(host, at: 1) { layer.presentation()!.backgroundColor!.components! } == [0, 0, 1, 1])
    }

    @Test("S-02 Implicit animations last the transaction's duration, 0.25 s by default")
    func s02() {
        let (host, layer) = makeHostWithLayer()
        host.perform { layer.opacity = 0 }
        #expect(host.perform { layer.animation(forKey: "opacity")?.duration } == 0.25)
        let eased = CAMediaTimingFunction(name: .default).evaluate(0.5)
        #expect(isClose(Double(sample(host, at: 0.125) { layer.presentation()!.opacity }), 1 - eased, 1e-6))
    }

    @Test("S-03 begin / setAnimationDuration(1.0) / commit makes the change animate over 1 s")
    func s03() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1.0)
            layer.position = CGPoint(x: 300, y: 100)
            CATransaction.commit()
        }
        let eased = CAMediaTimingFunction(name: .default).evaluate(0.5)
        #expect(isClose(sample(host, at: 0.5) { layer.presentation()!.position.x }, 100 + 200 * eased, 1e-9))
    }

    @Test("S-04 Transactions nest; changes take effect when the outermost transaction commits")
    func s04() {
        let (host, layer) = makeHostWithLayer()
        let delegate = RecordingDelegate()
        host.perform {
            CATransaction.begin()
            CATransaction.begin()
            let a = CABasicAnimation(keyPath: "opacity")
            a.delegate = delegate
            a.fromValue = 0; a.toValue = 1; a.duration = 1
            layer.add(a, forKey: "a")
            CATransaction.commit()
            #expect(layer.animationEntries.entries.first?.isCommitted == false)
            CATransaction.commit()
            #expect(layer.animationEntries.entries.first?.isCommitted == false)
        }
        #expect(layer.animationEntries.entries.first?.isCommitted == true)
        #expect(delegate.events == ["start "])
    }

    @Test("S-05 A completion block set after commit runs when the transaction's animations finish")
    func s05() {
        let (host, layer) = makeHostWithLayer()
        var doneAt: CFTimeInterval?
        host.perform {
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            layer.opacity = 0
            CATransaction.commit()
            CATransaction.setCompletionBlock { doneAt = CACurrentMediaTime() }
        }
        host.advance(by: 3)
        #expect(doneAt == 2)
    }

    @Test("S-06 setDisableActions(true) applies the change without an implicit animation")
    func s06() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 300, y: 300)
            CATransaction.commit()
        }
        #expect(layer.animationKeys() == nil)
        #expect(host.perform { layer.presentation()!.position } == CGPoint(x: 300, y: 300))
    }

    @Test("S-07 setAnimationTimingFunction changes the easing of implicit animations")
    func s07() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
            layer.position = CGPoint(x: 200, y: 100)
        }
        let x = sample(host, at: 0.125) { layer.presentation()!.position.x }
        #expect(isClose(x, 100 + 100 * 0.684643, 1e-4))
    }

    @Test("S-09 Action lookup order: delegate, actions, style, defaultAction(forKey:)")
    func s09() {
        final class CountingLayer: CALayer {
            nonisolated(unsafe) static var asked: [String] = []
            override class func defaultAction(forKey event: String) -> CAAction? {
                asked.append(event)
                return nil
            }
        }
        let layer = CountingLayer()
        let delegate = ActionDelegate(answer: nil)
        layer.delegate = delegate
        let styled = RecordingAction(), listed = RecordingAction()
        layer.style = ["actions": ["cornerRadius": styled]]
        layer.actions = ["borderWidth": listed]
        #expect(layer.action(forKey: "cornerRadius") === styled)
        #expect(layer.action(forKey: "borderWidth") === listed)
        _ = layer.action(forKey: "zPosition")
        #expect(delegate.asked == ["cornerRadius", "borderWidth", "zPosition"])
        #expect(CountingLayer.asked == ["zPosition"])
    }

    @Test("S-10 A delegate answering nil continues the search; NSNull stops it before defaultAction")
    func s10() {
        let (host, layer) = makeHostWithLayer()
        layer.delegate = ActionDelegate(answer: nil)
        host.perform { layer.opacity = 0.5 }
        #expect(layer.animationKeys() == ["opacity"])
        let stopping = ActionDelegate(answer: NSNull())
        layer.delegate = stopping
        host.perform { layer.cornerRadius = 5 }
        #expect(layer.animation(forKey: "cornerRadius") == nil)
        #expect(stopping.asked == ["cornerRadius"])
    }

    @Test("S-12 A view's root layer does not animate (its view answers NSNull); non-root layers do")
    func s12() {
        let (host, sublayer) = makeHostWithLayer()
        let viewLayer = CALayer()
        let view = ActionDelegate(answer: NSNull())
        viewLayer.delegate = view
        host.perform {
            host.rootLayer.addSublayer(viewLayer)
            viewLayer.opacity = 0.2
            sublayer.opacity = 0.2
        }
        #expect(viewLayer.animationKeys() == nil)
        #expect(sublayer.animationKeys() == ["opacity"])
    }

    @Test("S-14 A view-style action (only fromValue, fill both, ease-in-ease-out) animates old → new model value")
    func s14() {
        /// What a UIView answers inside an animation block: the old value is read before the change.
        final class AnimatingView: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? {
                let a = CABasicAnimation(keyPath: event)
                a.fromValue = layer.value(forKey: event)
                a.fillMode = .both
                a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                a.duration = 1
                return a
            }
        }
        let (host, layer) = makeHostWithLayer()
        let view = AnimatingView()
        host.perform {
            layer.delegate = view
            layer.position = CGPoint(x: 300, y: 100)
        }
        let stored = layer.animation(forKey: "position") as? CABasicAnimation
        #expect(stored?.fromValue as? CGPoint == CGPoint(x: 100, y: 100) && stored?.toValue == nil)
        #expect(isClose(sample(host, at: 0.5) { layer.presentation()!.position.x }, 200, 1e-4))
        #expect(sample(host, at: 2) { layer.presentation()!.position.x } == 300)
    }
}

@Suite("Seed behaviour statements: model and presentation")
struct SeedPresentationStatements {
    func move(from: CGFloat, to: CGFloat, duration: Double = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = from; a.toValue = to; a.duration = duration
        return a
    }

    @Test("S-15 A property change is applied to the model immediately")
    func s15() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            #expect(layer.bounds.size == CGSize(width: 200, height: 200))
        }
    }

    @Test("S-16 presentation() is the interpolated state; model() of both layer and presentation is the layer")
    func s16() {
        let (host, layer) = makeHostWithLayer()
        host.perform { layer.add(move(from: 0, to: 100), forKey: "m") }
        let presentation = sample(host, at: 0.3) { layer.presentation()! }
        #expect(isClose(presentation.position.x, 30, 1e-9))
        #expect(layer.position.x == 100)
        #expect(layer.model() === layer && presentation.model() === layer)
    }

    @Test("S-17 An implicitly animated change shows up in the presentation only as time moves on (no jump)")
    func s17() {
        // Apple's presentation layer is evaluated in-process from the model plus committed animations; the render
        // tree picks the change up at the next frame. An animated change therefore shows the old value until then.
        let (host, layer) = makeHostWithLayer()
        host.perform {
            layer.position = CGPoint(x: 400, y: 100)
            #expect(layer.presentation()!.position.x == 100)
        }
        #expect(sample(host, at: 1.0 / 60) { layer.presentation()!.position.x } > 100)
    }

    @Test("S-18 Animations do not change the model: without fill the layer jumps back when it ends")
    func s18() {
        let (host, layer) = makeHostWithLayer()
        host.perform { layer.add(move(from: 100, to: 300), forKey: "m") }
        #expect(sample(host, at: 0.99) { layer.presentation()!.position.x } > 290)
        #expect(sample(host, at: 1.01) { layer.presentation()!.position.x } == 100)
        #expect(layer.position.x == 100)
    }

    @Test("S-19 isRemovedOnCompletion = false with fillMode forwards keeps the final value")
    func s19() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let a = move(from: 100, to: 300)
            a.isRemovedOnCompletion = false
            a.fillMode = .forwards
            layer.add(a, forKey: "m")
        }
        #expect(sample(host, at: 10) { layer.presentation()!.position.x } == 300)
        #expect(layer.animationKeys() == ["m"])
    }

    @Test("S-20 fillMode defaults to removed; forwards, backwards, both hold the last or first frame")
    func s20() {
        #expect(CABasicAnimation().fillMode == .removed)
        #expect([CAMediaTimingFillMode.forwards, .backwards, .both, .removed].map(\.rawValue)
                == ["forwards", "backwards", "both", "removed"])
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let a = move(from: 0, to: 50)
            a.beginTime = CACurrentMediaTime() + 1
            a.fillMode = .backwards
            layer.add(a, forKey: "m")
        }
        #expect(sample(host, at: 0.5) { layer.presentation()!.position.x } == 0)
    }

    @Test("S-21 Finished animations are removed unless isRemovedOnCompletion is false")
    func s21() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            layer.add(move(from: 0, to: 1), forKey: "removed")
            let kept = move(from: 0, to: 1)
            kept.isRemovedOnCompletion = false
            layer.add(kept, forKey: "kept")
        }
        host.advance(by: 2)
        #expect(layer.animationKeys() == ["kept"])
    }

    @Test("S-22 removeAnimation(forKey:) / removeAllAnimations() show the model value at once")
    func s22() {
        let (host, layer) = makeHostWithLayer()
        host.perform { layer.add(move(from: 0, to: 50), forKey: "m") }
        host.advance(by: 0.5)
        host.perform {
            layer.removeAnimation(forKey: "m")
            #expect(layer.presentation()!.position.x == 100)
            layer.add(move(from: 0, to: 50), forKey: "n")
            layer.removeAllAnimations()
            #expect(layer.presentation()!.position.x == 100)
        }
    }

    @Test("S-23 animation(forKey:) returns the added animation (a copy); animationKeys lists the keys")
    func s23() {
        let (host, layer) = makeHostWithLayer()
        let original = move(from: 0, to: 50)
        host.perform {
            layer.add(original, forKey: "m")
            layer.add(move(from: 0, to: 10), forKey: "n")
        }
        let stored = layer.animation(forKey: "m") as? CABasicAnimation
        #expect(stored !== original && stored?.toValue as? CGFloat == 50)
        #expect(layer.animationKeys() == ["m", "n"])
        original.toValue = 999
        #expect((layer.animation(forKey: "m") as? CABasicAnimation)?.toValue as? CGFloat == 50)
    }

    @Test("S-24 Setting the model to the end value before adding the animation does not flash it")
    func s24() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            CATransaction.setDisableActions(true)
            layer.position.x = 300
            let a = move(from: 100, to: 300)
            layer.add(a, forKey: "m")
            #expect(layer.presentation()!.position.x == 100)
        }
        #expect(sample(host, at: 0.5) { layer.presentation()!.position.x } == 200)
        #expect(sample(host, at: 2) { layer.presentation()!.position.x } == 300)
    }

    @Test("S-26 Overlapping additive animations are not interrupted: both finish (finished = true)")
    func s26() {
        let (host, layer, delegate) = Self.additiveExperiment()
        host.advance(by: 4)
        #expect(delegate.events == ["start long", "start short", "stop short true", "stop long true"])
        #expect(delegate.times == [0, 1, 2, 3])
        _ = layer
    }

    @Test("S-27 The second animation continues from the displayed value, dips below 100, ends at 100 at 3 s")
    func s27() {
        let (host, layer, _) = Self.additiveExperiment()
        let before = sample(host, at: 1 - 1e-9) { layer.presentation()!.bounds.width }
        let after = sample(host, at: 1) { layer.presentation()!.bounds.width }
        #expect(isClose(before, after, 1e-6))
        let samples = stride(from: 1.0, through: 3.0, by: 0.05).map { t in sample(host, at: t) { layer.presentation()!.bounds.width } }
        #expect(samples.min()! < 100)
        #expect(isClose(sample(host, at: 3) { layer.presentation()!.bounds.width }, 100, 1e-9))
    }

    /// 002 §3.1 (B-4) with the additive animations UIKit creates: width 100 → 200 over 3 s, then at 1 s back to 100 over 1 s.
    static func additiveExperiment() -> (LayerHost, CALayer, RecordingDelegate) {
        let (host, layer) = makeHostWithLayer()
        let delegate = RecordingDelegate()
        func additive(from: CGFloat, duration: Double, tag: String) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: "bounds.size.width")
            a.fromValue = from; a.toValue = 0; a.duration = duration
            a.isAdditive = true
            a.fillMode = .both
            a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            a.delegate = delegate
            a.setValue(tag, forKey: "tag")
            return a
        }
        host.perform {
            CATransaction.setDisableActions(true)
            layer.bounds.size.width = 200
            layer.add(additive(from: -100, duration: 3, tag: "long"), forKey: nil)
        }
        host.run(until: 1)
        host.perform {
            CATransaction.setDisableActions(true)
            layer.bounds.size.width = 100
            layer.add(additive(from: 100, duration: 1, tag: "short"), forKey: nil)
        }
        return (host, layer, delegate)
    }
}
