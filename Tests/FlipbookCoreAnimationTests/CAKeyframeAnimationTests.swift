import Foundation
import Testing
@testable import FlipbookCoreAnimation

@Suite("CAKeyframeAnimation")
struct CAKeyframeAnimationTests {
    func keyframes(_ values: [Any], duration: Double = 1, configure: (CAKeyframeAnimation) -> Void = { _ in }) -> CAKeyframeAnimation {
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.values = values
        k.duration = duration
        configure(k)
        return k
    }

    func x(_ animation: CAAnimation, at time: Double) -> CGFloat {
        let (host, layer) = makeHostWithLayer()
        host.perform { layer.add(animation, forKey: "k") }
        return sample(host, at: time) { layer.presentation()!.position.x }
    }

    @Test("Keyframes are evenly spaced by default: 8 s with 4 values ⇒ 8/3 s per segment")
    func evenSpacing() {
        let k = keyframes([0, 30, 60, 90], duration: 8)
        #expect(isClose(x(k, at: 8.0 / 3), 30, 1e-9))
        #expect(isClose(x(k, at: 4), 45, 1e-9))
    }

    @Test("keyTimes [0, 0.5, 0.75, 1] over 8 s give segments of 4 s, 2 s, 2 s")
    func keyTimes() {
        let k = keyframes([0, 30, 60, 90], duration: 8) { $0.keyTimes = [0, 0.5, 0.75, 1] }
        #expect(isClose(x(k, at: 4), 30, 1e-9))
        #expect(isClose(x(k, at: 5), 45, 1e-9))
        #expect(isClose(x(k, at: 7), 75, 1e-9))
    }

    @Test("Invalid keyTimes (wrong count, not from 0 to 1, decreasing, empty) fall back to even spacing")
    func invalidKeyTimes() {
        let bad: [[NSNumber]] = [[0, 1], [0.1, 0.5, 1], [0, 0.8, 0.5, 1], [], [0, 0.5, 0.9]]
        for times in bad {
            let k = keyframes([0, 30, 60], duration: 1) { $0.keyTimes = times }
            #expect(isClose(x(k, at: 0.25), 15, 1e-9))
        }
    }

    @Test("One timing function per segment; missing ones leave segments linear")
    func timingFunctions() {
        let k = keyframes([0, 100, 200], duration: 2) { $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn)] }
        #expect(isClose(x(k, at: 0.5), 100 * 0.315357, 1e-3))
        #expect(isClose(x(k, at: 1.5), 150, 1e-9))
    }

    @Test("Discrete mode holds each value until the next key time")
    func discrete() {
        let k = keyframes([0, 10, 20], duration: 3) { $0.calculationMode = .discrete }
        #expect(x(k, at: 0.5) == 0)
        #expect(x(k, at: 1.5) == 10)
        #expect(x(k, at: 2.9) == 20)
        let withTimes = keyframes([0, 10, 20], duration: 1) {
            $0.calculationMode = .discrete
            $0.keyTimes = [0, 0.1, 0.2, 1]
        }
        #expect(x(withTimes, at: 0.15) == 10)
        #expect(x(withTimes, at: 0.5) == 20)
    }

    @Test("Paced mode ignores keyTimes and moves at constant speed")
    func paced() {
        let k = keyframes([0, 10, 100], duration: 1) {
            $0.calculationMode = .paced
            $0.keyTimes = [0, 0.9, 1]
        }
        #expect(isClose(x(k, at: 0.5), 50, 1e-9))
    }

    @Test("Cubic mode is Catmull-Rom with duplicated end points: 0, 1, 0 gives 0.5625 at t = 0.25")
    func cubic() {
        let k = keyframes([0, 1, 0], duration: 1) { $0.calculationMode = .cubic }
        #expect(isClose(x(k, at: 0.25), 0.5625, 1e-12))
        #expect(isClose(x(k, at: 0.5), 1, 1e-12))
    }

    @Test("Tension 1 flattens the tangents (the curve becomes a smoothstep)")
    func tension() {
        let k = keyframes([0, 1, 0], duration: 1) {
            $0.calculationMode = .cubic
            $0.tensionValues = [1, 1, 1]
        }
        #expect(isClose(x(k, at: 0.25), 0.5, 1e-12))
    }

    @Test("Point keyframes interpolate both coordinates, and a single value holds")
    func pointsAndSingleValue() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let k = CAKeyframeAnimation(keyPath: "position")
            k.values = [CGPoint(x: 0, y: 0), NSValue(cgPoint: CGPoint(x: 100, y: 50))]
            k.duration = 1
            layer.add(k, forKey: "k")
        }
        #expect(sample(host, at: 0.5) { layer.presentation()!.position } == CGPoint(x: 50, y: 25))
        #expect(x(keyframes([42]), at: 0.5) == 42)
        #expect(x(keyframes([]), at: 0.5) == 100)
    }

    @Test("rotationMode auto turns the layer to the direction of motion")
    func rotationAuto() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let k = CAKeyframeAnimation(keyPath: "position")
            k.values = [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 100)]
            k.duration = 1
            k.rotationMode = .rotateAuto
            layer.add(k, forKey: "k")
        }
        let angle = sample(host, at: 0.5) { layer.presentation()!.value(forKeyPath: "transform.rotation.z") as! CGFloat }
        #expect(isClose(angle, .pi / 2, 1e-9))
    }
}
