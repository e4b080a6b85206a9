/// Transcendental functions computed with plain IEEE `+ − × ÷ √` in a fixed order, so that every platform and
/// build configuration gets the same bits (libm's `sin`, `cos`, `exp`, `atan2` may differ in the last ulp
/// between C libraries). Kernels follow fdlibm's minimax polynomials.
package enum DeterministicMath {
    private static let pio2Hi = 1.57079632673412561417e+00
    private static let pio2Lo = 6.07710050650619224932e-11
    private static let twoOverPi = 6.36619772367581382433e-01

    /// `(sin x, cos x)`, accurate to about 1 ulp for |x| < 2²⁰.
    package static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        let k = (x * twoOverPi).rounded()
        let r = (x - k * pio2Hi) - k * pio2Lo
        let z = r * r
        let s = r + r * z * (-1.66666666666666324348e-01 + z * (8.33333333332248946124e-03
            + z * (-1.98412698298579493134e-04 + z * (2.75573137070700676789e-06
            + z * (-2.50507602534068634195e-08 + z * 1.58969099521155010221e-10)))))
        let c = 1 - 0.5 * z + z * z * (4.16666666666666019037e-02 + z * (-1.38888888888741095749e-03
            + z * (2.48015872894767294178e-05 + z * (-2.75573143513906633035e-07
            + z * (2.08757232129817482790e-09 + z * -1.13596475577881948265e-11)))))
        switch Int(k.truncatingRemainder(dividingBy: 4)) & 3 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// `e^x` (range reduction by ln 2 and a degree-13 Taylor kernel; relative error below 2⁻⁵⁰).
    package static func exp(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        if x > 709 { return .infinity }
        if x < -745 { return 0 }
        let ln2Hi = 6.93147180369123816490e-01, ln2Lo = 1.90821492927058770002e-10
        let k = (x * 1.44269504088896338700e+00).rounded()
        let r = (x - k * ln2Hi) - k * ln2Lo
        var term = 1.0, sum = 1.0
        for n in 1...13 {
            term = term * r / Double(n)
            sum += term
        }
        let e = Int(k)
        // Scale in two steps so that subnormal results stay exact enough.
        let half = e / 2
        return sum * Double(sign: .plus, exponent: half, significand: 1)
            * Double(sign: .plus, exponent: e - half, significand: 1)
    }

    /// `atan2(y, x) / (2π)` in `[0, 1)`, as `Float` (polynomial, max error ≈ 1.6·10⁻⁶ turns): the sweep parameter
    /// of conic gradients.
    @inlinable @inline(__always)
    package static func turns(y: Float, x: Float) -> Float {
        let ax = abs(x), ay = abs(y)
        let mx = max(ax, ay)
        if mx == 0 { return 0 }
        let a = min(ax, ay) / mx
        let s = a * a
        // atan(a) on [0, 1] (Abramowitz & Stegun 4.4.49, |error| ≤ 1e-5 rad), coefficients divided by 2π.
        var r = a * (0.15913362 + s * (-0.05256880 + s * (0.02867033 + s * (-0.01354934 + s * 0.00331601))))
        if ay > ax { r = 0.25 - r }
        if x < 0 { r = 0.5 - r }
        if y < 0 { r = 1 - r }
        return r >= 1 ? 0 : r
    }
}
