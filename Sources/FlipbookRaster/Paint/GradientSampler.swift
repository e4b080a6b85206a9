/// Evaluates linear, radial and conic gradients along device rows into premultiplied pixels through a
/// ``ColorRamp``. The gradient parameter `t` is found for each pixel centre, extended per ``GradientExtend`` and
/// rounded to the nearest ramp entry (`round(t · 255)`).
struct GradientSampler {
    enum Geometry {
        /// `t = a·x + b·y + c`.
        case linear(a: Double, b: Double, c: Double)
        /// Device → gradient space, then the only circle through the point: `t = (|p − center| − r0) / dr`
        /// (concentric circles, `dr ≠ 0`).
        case concentric(inverse: Transform2D, center: Vec2, r0: Double, dr: Double)
        /// Device → gradient space, then the two-circle equation.
        case radial(inverse: Transform2D, c0: Vec2, r0: Double, cd: Vec2, dr: Double)
        /// Device → gradient space, then the angle around `center` minus `start` turns.
        case conic(inverse: Transform2D, center: Vec2, startTurns: Double)
    }

    let ramp: ColorRamp
    let geometry: Geometry
    let extend: GradientExtend

    init?(_ g: LinearGradient) {
        let axis = g.end - g.start
        let len2 = axis.dot(axis)
        guard len2 > 0, let inv = g.transform.inverted else { return nil }
        let v = axis * (1 / len2)
        geometry = .linear(a: inv.a * v.x + inv.b * v.y, b: inv.c * v.x + inv.d * v.y,
                           c: (inv.tx - g.start.x) * v.x + (inv.ty - g.start.y) * v.y)
        ramp = ColorRamp(stops: g.stops)
        extend = g.extend
    }

    init?(_ g: RadialGradient) {
        guard let inv = g.transform.inverted, g.startRadius >= 0, g.endRadius >= 0,
              g.startRadius > 0 || g.endRadius > 0 || g.startCenter != g.endCenter else { return nil }
        let dr = g.endRadius - g.startRadius
        if g.startCenter == g.endCenter, dr != 0 {
            geometry = .concentric(inverse: inv, center: g.startCenter, r0: g.startRadius, dr: dr)
        } else {
            geometry = .radial(inverse: inv, c0: g.startCenter, r0: g.startRadius, cd: g.endCenter - g.startCenter, dr: dr)
        }
        ramp = ColorRamp(stops: g.stops)
        extend = g.extend
    }

    init?(_ g: ConicGradient) {
        guard let inv = g.transform.inverted else { return nil }
        let turns = g.startAngle / (2 * Double.pi)
        geometry = .conic(inverse: inv, center: g.center, startTurns: turns - turns.rounded(.down))
        ramp = ColorRamp(stops: g.stops)
        extend = .repeat
    }

    /// Maps `t` (scaled by 255·2¹⁶, fixed point) to a ramp index, or -1 for "nothing".
    @inline(__always)
    private static func index(_ t: Int, _ extend: GradientExtend) -> Int {
        let period = 255 << 16
        switch extend {
        case .pad: return (min(max(t, 0), period) + 32768) >> 16
        case .none: return t < 0 || t > period ? -1 : (t + 32768) >> 16
        case .padStart: return t > period ? -1 : (max(t, 0) + 32768) >> 16
        case .padEnd: return t < 0 ? -1 : (min(t, period) + 32768) >> 16
        case .repeat:
            var m = t % period
            if m < 0 { m += period }
            return ((m + 32768) >> 16) % 256
        case .reflect:
            var m = t % (2 * period)
            if m < 0 { m += 2 * period }
            if m > period { m = 2 * period - m }
            return (m + 32768) >> 16
        }
    }

    /// `⌊t · 255 · 2¹⁶⌋`, saturated (no libm call: truncation corrected towards −∞).
    @inline(__always)
    private static func fixed(_ t: Double) -> Int {
        let v = max(-9.0e15, min(9.0e15, t * Double(255 << 16)))
        let i = Int(v)
        return Double(i) > v ? i - 1 : i
    }

    /// Fills `out[0..<count]` with the colours of device pixels `x0..<x0+count` in row `y` (pixel centres).
    func shade(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let fy = Double(y) + 0.5, fx = Double(x0) + 0.5
        let extend = self.extend
        ramp.entries.withUnsafeBufferPointer { lut in
            let table = lut.baseAddress!
            @inline(__always) func emit(_ i: Int, _ t: Int) {
                let k = Self.index(t, extend)
                out[i] = k < 0 ? 0 : table[k]
            }
            switch geometry {
            case .linear(let a, let b, let c):
                var t = Self.fixed(a * fx + b * fy + c)
                let dt = Self.fixed(a)
                if extend == .pad {
                    let period = 255 << 16
                    for i in 0..<count {
                        out[i] = table[(min(max(t, 0), period) &+ 32768) >> 16]
                        t &+= dt
                    }
                } else {
                    for i in 0..<count {
                        emit(i, t)
                        t &+= dt
                    }
                }
            case .concentric(let inv, let center, let r0, let dr):
                shadeConcentric(inv.apply(Vec2(fx, fy)) - center, step: Vec2(inv.a, inv.b), r0: r0, dr: dr,
                                table: table, count: count, into: out)
            case .radial(let inv, let c0, let r0, let cd, let dr):
                // Along the row p = p0 + i·step, so b = p·cd + r0·dr is linear and c = p·p − r0² quadratic in i:
                // both advance by exact-order additions (deterministic). The larger root is taken first.
                let a = cd.dot(cd) - dr * dr
                let p = inv.apply(Vec2(fx, fy)) - c0
                let step = Vec2(inv.a, inv.b)
                var b = p.dot(cd) + r0 * dr
                let db = step.dot(cd)
                var c = p.dot(p) - r0 * r0
                var dc = 2 * p.dot(step) + step.dot(step)
                let ddc = 2 * step.dot(step)
                if a != 0 {
                    let sign = a > 0 ? 1.0 : -1.0
                    for i in 0..<count {
                        let disc = b * b - a * c
                        var k = -1
                        if disc >= 0 {
                            let sq = disc.squareRoot()
                            let hi = (b + sign * sq) / a
                            if r0 + hi * dr >= 0 {
                                k = Self.index(Self.fixed(hi), extend)
                            } else {
                                let lo = (b - sign * sq) / a
                                if r0 + lo * dr >= 0 { k = Self.index(Self.fixed(lo), extend) }
                            }
                        }
                        out[i] = k < 0 ? 0 : table[k]
                        b += db
                        c += dc
                        dc += ddc
                    }
                } else {
                    for i in 0..<count {
                        var k = -1
                        if b != 0 {
                            let t = c / (2 * b)
                            if r0 + t * dr >= 0 { k = Self.index(Self.fixed(t), extend) }
                        }
                        out[i] = k < 0 ? 0 : table[k]
                        b += db
                        c += dc
                        dc += ddc
                    }
                }
            case .conic(let inv, let center, let startTurns):
                var p = inv.apply(Vec2(fx, fy)) - center
                let step = Vec2(inv.a, inv.b)
                let start = Float(startTurns)
                for i in 0..<count {
                    var t = DeterministicMath.turns(y: Float(p.y), x: Float(p.x)) - start
                    if t < 0 { t += 1 }
                    emit(i, Self.fixed(Double(t)))
                    p = p + step
                }
            }
        }
    }

    /// Concentric circles: the circle through a point has radius `ρ = |p|`, so `t = (ρ − r0) / dr` (that radius
    /// is never negative). `p` is evaluated directly for each pixel, `p0 + i·step` (no accumulated rounding), four
    /// pixels per step in `Double` lanes; the lanes past `count` of the last step are computed and dropped, so
    /// every pixel gets the same operations. With `pad` the ramp index is `⌊clamp((ρ − r0)·255/dr + ½, 0, 255)⌋`.
    private func shadeConcentric(_ p0: Vec2, step: Vec2, r0: Double, dr: Double, table: UnsafePointer<UInt32>,
                                 count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let x0 = Lanes(repeating: p0.x), y0 = Lanes(repeating: p0.y)
        let sx = Lanes(repeating: step.x), sy = Lanes(repeating: step.y)
        let extend = self.extend
        let scale = Lanes(repeating: 255 / dr), offset = Lanes(repeating: 0.5 - r0 * (255 / dr))
        let inverse = 1 / dr
        var lane = Lanes(0, 1, 2, 3)
        var i = 0
        while i < count {
            let x = x0 + lane * sx, y = y0 + lane * sy
            let rho = (x * x + y * y).squareRoot()
            if extend == .pad {
                let k = Self.padIndices(rho * scale + offset)
                if i &+ 4 <= count {
                    out[i] = table[Int(k[0])]; out[i &+ 1] = table[Int(k[1])]
                    out[i &+ 2] = table[Int(k[2])]; out[i &+ 3] = table[Int(k[3])]
                } else {
                    for j in 0..<(count &- i) { out[i &+ j] = table[Int(k[j])] }
                }
            } else {
                for j in 0..<min(count &- i, 4) {
                    let index = Self.index(Self.fixed((rho[j] - r0) * inverse), extend)
                    out[i &+ j] = index < 0 ? 0 : table[index]
                }
            }
            lane += 4
            i &+= 4
        }
    }

    private typealias Lanes = SIMD4<Double>

    /// `tt > 0 ? ⌊min(tt, 255)⌋ : 0` per lane (NaN → 0), with vector compares and bit masks only: `v + 2⁵² − 2⁵²`
    /// rounds `v` to the nearest integer, corrected down by one where that went above `v`.
    @inline(__always)
    private static func padIndices(_ tt: Lanes) -> SIMD4<Int64> {
        typealias Bits = SIMD4<Int64>
        let positive = unsafeBitCast(tt .> 0, to: Bits.self)
        let v0 = unsafeBitCast(tt, to: Bits.self) & positive
        let over = unsafeBitCast(unsafeBitCast(v0, to: Lanes.self) .> 255, to: Bits.self)
        let v = unsafeBitCast((v0 & ~over) | (Bits(repeating: 0x406F_E000_0000_0000) & over), to: Lanes.self)  // 255.0
        let magic = Lanes(repeating: 4_503_599_627_370_496)
        let biased = v + magic
        let above = unsafeBitCast(biased - magic .> v, to: Bits.self)  // −1 where rounded up
        return unsafeBitCast(biased, to: Bits.self) &- 0x4330_0000_0000_0000 &+ above
    }
}
