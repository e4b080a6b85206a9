/// One pass of a box filter of odd width `d = 2r + 1` down the columns of an 8-bit plane (sliding sums), each
/// output rounded as `(sum · ⌊2²⁴/d⌋ + 2²³) >> 24` — the integer reciprocal of the reference C benchmark.
///
/// The plane has `r` zero guard rows above and below its `rows` rows, so the window never needs a bounds
/// test. Columns are independent: the fast path keeps the sums of 16 columns in 16-bit lanes for a whole
/// column strip and divides with one high-half multiply (`pmulhuw`); it is taken when that gives the
/// reference result for every reachable sum (see ``fastDivisor``), otherwise a scalar path computes the
/// reference formula itself. Both give the same bytes.
struct BoxFilter {
    /// Half width `r` (the box is `2r + 1` wide).
    let radius: Int
    /// `⌊2²⁴ / d⌋`, the reference reciprocal.
    let reciprocal: UInt32
    /// `(multiplier, shift)` with `⌊n · multiplier / 2^(16 + shift)⌋ = ⌊n / d⌋` for every `n ≤ 255·d + r`, when
    /// that makes `⌊(sum + r) / d⌋` the reference quotient for every `sum ≤ 255·d`; else `nil`.
    let fastDivisor: (multiplier: UInt16, shift: UInt16)?

    init(radius: Int) {
        let d = 2 * radius + 1
        self.radius = radius
        reciprocal = UInt32((1 << 24) / d)
        fastDivisor = Self.divisor(radius: radius)
    }

    /// The fast divisor, if any. For odd `d` the reference quotient is `round(sum / d) = ⌊(sum + r) / d⌋`
    /// whenever the reciprocal's truncation error, below `sum / 2²⁴`, stays under the `1/(2d)` gap between
    /// `sum / d` and a rounding boundary: `255·d · 2d < 2²⁴`. The multiply-high `⌊n·M / 2ᵏ⌋` with
    /// `M = ⌈2ᵏ/d⌉` is then exact for `n ≤ n_max` when `n_max · d ≤ 2ᵏ` (the excess `n·(M − 2ᵏ/d)/2ᵏ` stays
    /// below `1/d`), and fits 16-bit lanes when `n_max < 2¹⁶` and `M < 2¹⁶`.
    private static func divisor(radius r: Int) -> (multiplier: UInt16, shift: UInt16)? {
        let d = 2 * r + 1
        let maxN = 255 * d + r
        guard 255 * d * 2 * d < 1 << 24, maxN < 1 << 16 else { return nil }
        var shift = 0
        while maxN * d > 1 << (16 + shift) { shift += 1 }
        let m = ((1 << (16 + shift)) + d - 1) / d
        guard m < 1 << 16 else { return nil }
        return (UInt16(m), UInt16(shift))
    }

    /// The reference quotient of a window sum.
    @inline(__always)
    func quotient(_ sum: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: (sum &* reciprocal &+ (1 << 23)) >> 24)
    }

    /// The fast quotient of 8 window sums (requires ``fastDivisor``): `⌊(sum + r)·M / 2¹⁶⌋ >> shift`, the
    /// high-half product written so that it lowers to `pmulhuw` (x86-64) / `umull` + narrowing (arm64). The
    /// lane conversions are spelled out per lane (the optimiser turns them into vector extends and truncations)
    /// rather than through the standard library's generic `init(truncatingIfNeeded:)`, whose shared
    /// specialisation the optimiser may leave out of line for every caller in the module.
    @inline(__always)
    static func quotient(_ sums: SIMD8<UInt16>, radius: UInt16, multiplier: UInt16, shift: UInt16) -> SIMD8<UInt16> {
        let n = sums &+ radius
        var wide = SIMD8<UInt32>()
        for i in 0..<8 { wide[i] = UInt32(n[i]) }
        wide = (wide &* UInt32(multiplier)) &>> 16
        var high = SIMD8<UInt16>()
        for i in 0..<8 { high[i] = UInt16(truncatingIfNeeded: wide[i]) }
        return high &>> shift
    }

    /// Filters the `rows × cols` plane at `src` into `dst` (both with row stride `cols` and `radius` zero guard
    /// rows before and after; only `dst`'s real rows are written). `cols` must be a multiple of 16.
    func pass(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, rows: Int, cols: Int) {
        if let (m, s) = fastDivisor {
            stripPass(src, dst, rows: rows, cols: cols, multiplier: m, shift: s)
        } else {
            scalarPass(src, dst, rows: rows, cols: cols)
        }
    }

    /// 16 columns per step as two sets of 8 16-bit lanes, the even and the odd bytes of the row (masked and
    /// shifted out of 16-bit words, so no widening or narrowing conversions are needed).
    private func stripPass(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, rows: Int, cols: Int,
                           multiplier: UInt16, shift: UInt16) {
        typealias Words = SIMD8<UInt16>
        let r = radius, r16 = UInt16(radius), low = Words(repeating: 0x00FF)
        let sraw = UnsafeRawPointer(src), draw = UnsafeMutableRawPointer(dst)
        var x0 = 0
        while x0 < cols {
            @inline(__always) func row(_ y: Int) -> Words { sraw.load(fromByteOffset: y &* cols &+ x0, as: Words.self) }
            var even = Words(repeating: 0), odd = Words(repeating: 0)
            for y in 0..<r {
                let v = row(y)
                even &+= v & low; odd &+= v &>> 8
            }
            for y in 0..<rows {
                let add = row(y &+ r)
                even &+= add & low; odd &+= add &>> 8
                let qe = Self.quotient(even, radius: r16, multiplier: multiplier, shift: shift)
                let qo = Self.quotient(odd, radius: r16, multiplier: multiplier, shift: shift)
                draw.storeBytes(of: qe | (qo &<< 8), toByteOffset: y &* cols &+ x0, as: Words.self)
                let sub = row(y &- r)
                even &-= sub & low; odd &-= sub &>> 8
            }
            x0 &+= 16
        }
    }

    private func scalarPass(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, rows: Int, cols: Int) {
        let r = radius
        for x in 0..<cols {
            var sum: UInt32 = 0
            for y in 0..<r { sum &+= UInt32(src[y &* cols &+ x]) }
            for y in 0..<rows {
                sum &+= UInt32(src[(y &+ r) &* cols &+ x])
                dst[y &* cols &+ x] = quotient(sum)
                sum &-= UInt32(src[(y &- r) &* cols &+ x])
            }
        }
    }
}
