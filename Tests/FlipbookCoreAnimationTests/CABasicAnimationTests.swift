import Foundation
import Testing
@testable import FlipbookCoreAnimation

@Suite("CABasicAnimation values")
struct CABasicAnimationTests {
    /// Adds `animation` to a committed 100 × 100 layer at (100, 100) at time 0 and samples `keyPath` at `time`.
    func value(_ animation: CAAnimation, _ keyPath: String, at time: Double, setUp: (CALayer) -> Void = { _ in }) -> Any? {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            CATransaction.setDisableActions(true)
            setUp(layer)
            layer.add(animation, forKey: "a")
        }
        return sample(host, at: time) { layer.presentation()!.value(forKeyPath: keyPath) }
    }

    func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from; a.toValue = to; a.byValue = by; a.duration = duration
        return a
    }

    @Test("from/to/by rules, the six combinations (base value 100)")
    func fromToByRules() {
        let cases: [(Any?, Any?, Any?, CGFloat)] = [
            (0, 200, nil, 100),      // from → to
            (0, nil, 50, 25),        // from → from + by
            (nil, 200, 50, 175),     // to − by → to
            (0, nil, nil, 50),       // from → current
            (nil, 200, nil, 150),    // current → to
            (nil, nil, 50, 125),     // current → current + by
        ]
        for (from, to, by, expected) in cases {
            let v = value(basic("position.x", from: from, to: to, by: by), "position.x", at: 0.5) as? CGFloat
            #expect(v == expected)
        }
    }

    @Test("Boxed NSValue and plain Swift values both work")
    func boxedAndPlainValues() {
        let boxed = value(basic("position", from: NSValue(cgPoint: .zero), to: NSValue(cgPoint: CGPoint(x: 100, y: 50))), "position", at: 0.5)
        let plain = value(basic("position", from: CGPoint.zero, to: CGPoint(x: 100, y: 50)), "position", at: 0.5)
        #expect(boxed as? CGPoint == CGPoint(x: 50, y: 25))
        #expect(plain as? CGPoint == CGPoint(x: 50, y: 25))
        #expect(value(basic("opacity", from: NSNumber(value: 0.0), to: Float(1)), "opacity", at: 0.25) as? Float == 0.25)
        #expect(value(basic("bounds", to: CGRect(x: 0, y: 0, width: 200, height: 300)), "bounds", at: 0.5) as? CGRect
                == CGRect(x: 0, y: 0, width: 150, height: 200))
    }

    @Test("A timing function eases the progress")
    func timingFunction() {
        let a = basic("position.x", from: 0, to: 100)
        a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let v = value(a, "position.x", at: 0.5) as! CGFloat
        #expect(isClose(v, 31.5357, 1e-3))
    }

    @Test("Additive values are added to the value underneath")
    func additive() {
        let a = basic("position.x", from: -50, to: 0)
        a.isAdditive = true
        #expect(value(a, "position.x", at: 0.5) as? CGFloat == 75)
    }

    @Test("Cumulative: 10 → 20 repeated 3 times reads 35 at 1.5 s; with autoreverse, repeat 2, 25 at 2.5 s")
    func cumulative() {
        let a = basic("position.x", from: 10, to: 20)
        a.isCumulative = true
        a.repeatCount = 3
        #expect(value(a, "position.x", at: 1.5) as? CGFloat == 35)
        let b = basic("position.x", from: 10, to: 20)
        b.isCumulative = true
        b.autoreverses = true
        b.repeatCount = 2
        #expect(value(b, "position.x", at: 2.5) as? CGFloat == 25)
    }

    @Test("transform.rotation.z from 0 to 2π spins (scalar), while the matrix animation takes the short way")
    func rotationKeyPath() {
        let spin = basic("transform.rotation.z", from: 0, to: 2 * CGFloat.pi)
        let t = value(spin, "transform", at: 0.5) as! CATransform3D
        #expect(isClose(t, CATransform3DMakeRotation(.pi, 0, 0, 1), 1e-9))
        let matrix = basic("transform", from: CATransform3DIdentity, to: CATransform3DMakeRotation(2 * .pi, 0, 0, 1))
        #expect(isClose(value(matrix, "transform", at: 0.5) as! CATransform3D, CATransform3DIdentity, 1e-9))
    }

    @Test("A value function turns an interpolated angle into a rotation of `transform`")
    func valueFunction() {
        let a = basic("transform", from: 0, to: CGFloat.pi)
        a.valueFunction = CAValueFunction(name: .rotateZ)
        #expect(isClose(value(a, "transform", at: 0.5) as! CATransform3D, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1e-12))
        let s = basic("transform", from: [1, 1, 1], to: [3, 5, 1])
        s.valueFunction = CAValueFunction(name: .scale)
        #expect(isClose(value(s, "transform", at: 0.5) as! CATransform3D, CATransform3DMakeScale(2, 3, 1), 1e-12))
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "spin")) == nil)
    }

    @Test("Values of the wrong type for the key path are ignored (the model value shows)")
    func wrongTypes() {
        #expect(value(basic("position", from: 0, to: 1), "position", at: 0.5) as? CGPoint == CGPoint(x: 100, y: 100))
        #expect(value(basic("opacity", from: "a", to: "b"), "opacity", at: 0.5) as? Float == 1)
        #expect(value(basic("noSuchKey.x", from: 0, to: 1), "position", at: 0.5) as? CGPoint == CGPoint(x: 100, y: 100))
    }

    @Test("Colour-free array values (gradient locations) interpolate element-wise")
    func arrays() {
        let a = basic("locations", from: [0.0, 0.1, 0.2], to: [0.8, 0.9, 1.0])
        let v = value(a, "locations", at: 0.5) as! [Any]
        #expect(v.compactMap { $0 as? CGFloat }.map { ($0 * 1000).rounded() / 1000 } == [0.4, 0.5, 0.6])
    }

    @Test("A spring animation follows the damped oscillator in seconds, not in duration fractions")
    func springAnimation() {
        let s = CASpringAnimation(keyPath: "position.x")
        s.fromValue = 0; s.toValue = 100; s.duration = 5
        let v = value(s, "position.x", at: 0.3) as! CGFloat
        #expect(isClose(v, 100 * s.spring.value(at: 0.3), 1e-9))
        #expect(v > 100 * 0.3 / 5)
    }

    @Test("Animations stack in the order they were added")
    func stacking() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let first = basic("position.x", from: 0, to: 200)
            let second = basic("position.x", from: 10, to: 10)
            second.isAdditive = true
            layer.add(first, forKey: "first")
            layer.add(second, forKey: "second")
        }
        #expect(sample(host, at: 0.5) { layer.presentation()!.position.x } == 110)
    }
}
