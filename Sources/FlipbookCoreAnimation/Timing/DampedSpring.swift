import Foundation

/// A damped harmonic oscillator normalised to move from 0 to 1: the progress function of `CASpringAnimation`.
///
/// With ω₀ = √(k/m), ζ = c / (2√(km)) and the initial velocity v₀ (positive toward the target):
/// under-damped `1 − e^(−ζω₀t)(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t)`, critically damped
/// `1 − e^(−ω₀t)(1 + (ω₀ − v₀)t)`, over-damped the two-exponential solution.
struct DampedSpring: Equatable, Sendable {
    let omega: Double
    let zeta: Double
    let velocity: Double

    /// Creates the oscillator; non-positive or non-finite mass/stiffness and negative damping are replaced by
    /// the nearest valid value (mass and stiffness 1e-6, damping 0). Without `allowsOverdamping` ζ is capped at 1.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, allowsOverdamping: Bool) {
        let m = mass.isFinite && mass > 0 ? mass : 1e-6
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 1e-6
        let c = damping.isFinite && damping > 0 ? damping : 0
        omega = (k / m).squareRoot()
        let ratio = c / (2 * (k * m).squareRoot())
        zeta = allowsOverdamping ? ratio : min(ratio, 1)
        velocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// Progress (0 at t = 0, tending to 1) after `t` seconds.
    func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w0 = omega, z = zeta, v0 = velocity
        if abs(z - 1) < 1e-9 {
            return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
        }
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            return 1 - exp(-z * w0 * t) * (cos(wd * t) + (z * w0 - v0) / wd * sin(wd * t))
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
        let c1 = (v0 + r2) / (r1 - r2)
        let c2 = -1 - c1
        return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// Flipbook's estimate of the time after which the displacement stays below 0.1 % of the distance.
    ///
    /// Under-damped: when the envelope `A·e^(−ζω₀t)` of the oscillation falls below 0.001; critically and
    /// over-damped: the last time |1 − x(t)| ≥ 0.001, found by bisection. Apple's algorithm is unpublished;
    /// this estimate is within ~5 % of Apple's documented and reported values (see docs/core-animation.md).
    var settlingDuration: Double {
        let epsilon = 0.001
        let w0 = omega, z = zeta
        guard w0 > 0, w0.isFinite else { return 0 }
        if z == 0 { return .infinity }
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let b = (z * w0 - velocity) / wd
            let amplitude = (1 + b * b).squareRoot()
            return max(0, log(amplitude / epsilon) / (z * w0))
        }
        var hi = 1.0 / w0
        while abs(1 - value(at: hi)) >= epsilon && hi < 1e6 { hi *= 2 }
        var lo = 0.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if abs(1 - value(at: mid)) >= epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}
