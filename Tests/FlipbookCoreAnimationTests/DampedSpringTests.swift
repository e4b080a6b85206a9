import Foundation
import Testing
@testable import FlipbookCoreAnimation

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
