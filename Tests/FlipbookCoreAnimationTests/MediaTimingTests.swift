import Foundation
import Testing
@testable import FlipbookCoreAnimation

@Suite("CAMediaTiming time mapping")
struct MediaTimingTests {
    func fraction(_ timing: MediaTimingValues, _ t: Double) -> Double? {
        timing.sample(atParentTime: t)?.fraction
    }

    @Test("Defaults: animation duration 0, speed 1, repeatCount 0, fill removed; layer duration infinite")
    func defaults() {
        let a = CABasicAnimation()
        #expect(a.duration == 0 && a.speed == 1 && a.repeatCount == 0 && a.repeatDuration == 0)
        #expect(a.fillMode == .removed && a.isRemovedOnCompletion && a.timingFunction == nil && !a.autoreverses)
        #expect(CALayer().duration == .infinity)
        #expect(CALayer().speed == 1)
    }

    @Test("Local time is (tp − beginTime) × speed + timeOffset")
    func linearMap() {
        let timing = MediaTimingValues(beginTime: 2, duration: 10, speed: 3, timeOffset: 0.25)
        #expect(timing.localTime(fromParent: 10) == 24.25)
        #expect(timing.parentTime(fromLocal: 24.25) == 10)
    }

    @Test("Speed 2 finishes a 1 s animation at 0.5 s")
    func speed() {
        let timing = MediaTimingValues(duration: 1, speed: 2)
        #expect(fraction(timing, 0.25) == 0.5)
        #expect(fraction(timing, 0.5) == nil)
    }

    @Test("timeOffset starts half-way and wraps around for the full duration")
    func timeOffsetWraps() {
        let timing = MediaTimingValues(duration: 1, timeOffset: 0.5)
        #expect(fraction(timing, 0) == 0.5)
        #expect(fraction(timing, 0.25) == 0.75)
        #expect(fraction(timing, 0.75) == 0.25)
        #expect(fraction(timing, 1) == nil)
    }

    @Test("repeatCount 2.5 runs two and a half cycles; an interior boundary starts the next cycle")
    func repeatCount() {
        let timing = MediaTimingValues(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        #expect(timing.activeDuration == 2.5)
        #expect(fraction(timing, 1) == 0)
        #expect(timing.sample(atParentTime: 1)?.iteration == 1)
        #expect(fraction(timing, 2.25) == 0.25)
        #expect(fraction(timing, 3) == 0.5)
    }

    @Test("The terminal sample is the end of the last cycle")
    func terminalSample() {
        let timing = MediaTimingValues(duration: 1, repeatCount: 2, fillMode: .forwards)
        let end = timing.sample(atParentTime: 5)
        #expect(end?.fraction == 1)
        #expect(end?.iteration == 1)
    }

    @Test("Autoreverse: each direction lasts duration; one repeat is there and back; it ends on the start")
    func autoreverse() {
        let timing = MediaTimingValues(duration: 1, repeatCount: 1, autoreverses: true, fillMode: .forwards)
        #expect(timing.activeDuration == 2)
        #expect(fraction(timing, 0.5) == 0.5)
        #expect(fraction(timing, 1.5) == 0.5)
        #expect(fraction(timing, 1.75) == 0.25)
        #expect(fraction(timing, 3) == 0)
    }

    @Test("repeatDuration is the total active time and is not doubled by autoreverse")
    func repeatDuration() {
        let timing = MediaTimingValues(duration: 1, repeatDuration: 1.5, autoreverses: true)
        #expect(timing.activeDuration == 1.5)
        #expect(fraction(timing, 1.25) == 0.75)
        #expect(fraction(timing, 1.5) == nil)
    }

    @Test("Infinite repeatCount never ends")
    func infiniteRepeat() {
        let timing = MediaTimingValues(duration: 1, repeatCount: .infinity)
        #expect(timing.activeDuration == .infinity)
        #expect(fraction(timing, 1_000_000.25) == 0.25)
    }

    @Test("Fill modes decide what shows before and after the active interval")
    func fillModes() {
        let cases: [(CAMediaTimingFillMode, Double?, Double?)] = [
            (.removed, nil, nil), (.forwards, nil, 1), (.backwards, 0, nil), (.both, 0, 1),
            (CAMediaTimingFillMode(rawValue: "sideways"), nil, nil),
        ]
        for (mode, before, after) in cases {
            let timing = MediaTimingValues(beginTime: 1, duration: 1, fillMode: mode)
            #expect(fraction(timing, 0.5) == before)
            #expect(fraction(timing, 2.5) == after)
        }
    }

    @Test("Negative speed runs the interval from its end toward its start")
    func negativeSpeed() {
        let timing = MediaTimingValues(duration: 1, speed: -1, fillMode: .both)
        #expect(fraction(timing, 0) == 1)
        #expect(fraction(timing, 0.25) == 0.75)
        #expect(fraction(timing, 2) == 0)
    }

    @Test("Speed 0 holds the animation at timeOffset")
    func pausedAnimation() {
        let timing = MediaTimingValues(duration: 2, speed: 0, timeOffset: 0.5)
        #expect(fraction(timing, 0) == 0.25)
        #expect(fraction(timing, 100) == 0.25)
    }

    @Test("Bad input is sanitised: NaN/∞ speed → 1, negative or NaN counts and durations → 0")
    func badInput() {
        let timing = MediaTimingValues(beginTime: .nan, duration: -3, speed: .nan, timeOffset: .infinity,
                                       repeatCount: -2, repeatDuration: .nan)
        #expect(timing.speed == 1 && timing.duration == 0 && timing.repeatCount == 0)
        #expect(timing.repeatDuration == 0 && timing.beginTime == 0 && timing.timeOffset == 0)
        #expect(MediaTimingValues(repeatCount: .nan).repeatCount == 0)
        #expect(MediaTimingValues(speed: -.infinity).speed == 1)
    }
}

@Suite("Layer time hierarchy and convertTime")
struct LayerTimeTests {
    /// root → mid(begin 2, speed 3, offset 0.25) → leaf(begin 1, speed 2, offset 0.5), the Apple-checked vector.
    func tree() -> (CALayer, CALayer, CALayer) {
        let root = CALayer(), mid = CALayer(), leaf = CALayer()
        mid.beginTime = 2; mid.speed = 3; mid.timeOffset = 0.25
        leaf.beginTime = 1; leaf.speed = 2; leaf.timeOffset = 0.5
        root.addSublayer(mid)
        mid.addSublayer(leaf)
        return (root, mid, leaf)
    }

    @Test("convertTime matches Apple's measured vector: 18.5, 47, 5.75, 23/6")
    func appleVector() {
        let (root, mid, leaf) = tree()
        #expect(leaf.convertTime(10, from: mid) == 18.5)
        #expect(leaf.convertTime(10, from: root) == 47)
        #expect(leaf.convertTime(10, to: mid) == 5.75)
        #expect(isClose(leaf.convertTime(10, to: root), 23.0 / 6, 1e-6))
        #expect(leaf.convertTime(10, to: nil) == leaf.convertTime(10, to: root))
    }

    @Test("Apple's documentation example: timeOffset 1, speed 0.5 maps 0.5 to 1.25")
    func documentationExample() {
        let plain = CALayer(), layer = CALayer()
        layer.timeOffset = 1
        layer.speed = 0.5
        #expect(layer.convertTime(0.5, from: plain) == 1.25)
    }

    @Test("A layer's speed scales the time of all its animations")
    func layerSpeed() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            layer.speed = 2
            layer.add(makeBasic("opacity", from: 0, to: 1), forKey: "fade")
        }
        #expect(sample(host, at: 0.25) { layer.presentation()!.opacity } == 0.5)
    }
}

@Suite("Damped spring")
struct DampedSpringTests {
    @Test("Under-damped formula: defaults (ω₀ 10, ζ 0.5) at known times")
    func underDamped() {
        let s = DampedSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0, allowsOverdamping: false)
        #expect(s.omega == 10 && s.zeta == 0.5)
        let wd = 10 * (0.75).squareRoot()
        let t = 0.3
        #expect(isClose(s.value(at: t), 1 - exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t)), 1e-15))
        #expect(s.value(at: 0) == 0)
        #expect(isClose(s.value(at: 5), 1, 1e-9))
    }

    @Test("Critical damping: 1 − e^(−ω₀t)(1 + (ω₀ − v₀)t)")
    func critical() {
        let s = DampedSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2, allowsOverdamping: false)
        #expect(isClose(s.value(at: 0.2), 1 - exp(-2) * (1 + 8 * 0.2), 1e-12))
    }

    @Test("Over-damping is clamped to critical unless allowed; allowed, it is slower and monotonic")
    func overDamped() {
        let clamped = DampedSpring(mass: 1, stiffness: 100, damping: 100, initialVelocity: 0, allowsOverdamping: false)
        #expect(clamped.zeta == 1)
        let over = DampedSpring(mass: 1, stiffness: 100, damping: 100, initialVelocity: 0, allowsOverdamping: true)
        #expect(over.zeta == 5)
        #expect(over.value(at: 0.3) < clamped.value(at: 0.3))
        #expect(over.value(at: 0.3) > 0 && over.value(at: 0.6) > over.value(at: 0.3))
        #expect(isClose(over.value(at: 0.0001), 0, 1e-3))
    }

    @Test("settlingDuration is within 5 % of Apple's: ≈2.85 s for damping 5 (documented), 1.4727 s for defaults (reported)")
    func settlingDuration() {
        let five = CASpringAnimation()
        five.damping = 5
        #expect(abs(five.settlingDuration - 2.85) / 2.85 < 0.05)
        #expect(abs(CASpringAnimation().settlingDuration - 1.4727) / 1.4727 < 0.05)
    }

    @Test("Perceptual init: stiffness (2π/T)², damping ratio 1 − bounce, duration = settlingDuration")
    func perceptual() {
        let s = CASpringAnimation(perceptualDuration: 1, bounce: 0.5)
        #expect(isClose(s.stiffness, 4 * .pi * .pi, 1e-9))
        #expect(isClose(s.damping, 2 * 0.5 * s.stiffness.squareRoot(), 1e-9))
        #expect(s.duration == s.settlingDuration)
        #expect(isClose(s.perceptualDuration, 1, 1e-12) && isClose(s.bounce, 0.5, 1e-12))
        let over = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(isClose(over.spring.zeta, 2, 1e-12) && over.allowsOverdamping)
    }

    @Test("Bad spring parameters are replaced by valid ones, never NaN")
    func badParameters() {
        let s = DampedSpring(mass: -1, stiffness: .nan, damping: -5, initialVelocity: .infinity, allowsOverdamping: false)
        #expect(s.value(at: 0.5).isFinite)
        #expect(s.velocity == 0)
    }
}
