/// 32-bit premultiplied RGBA pixel arithmetic. A pixel is a `UInt32` holding R in bits 0–7, G in 8–15, B in
/// 16–23 and A in 24–31 (memory bytes R, G, B, A on little-endian hosts).
///
/// Rounding rule (documented in docs/renderer.md): every product of two 8-bit values is divided by 255 with
/// exact rounding, `div255(v) = (t + (t >> 8)) >> 8` with `t = v + 128`, which equals `round(v / 255)` for
/// all `v ≤ 255·255`. Two channels are processed at once in the 16-bit lanes of a 32-bit word.
package enum PixelOps {
    /// Packs four 8-bit channels.
    @inlinable @inline(__always)
    package static func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        r | (g << 8) | (b << 16) | (a << 24)
    }

    /// The alpha channel.
    @inlinable @inline(__always)
    package static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }

    /// `round(v / 255)` for `v ≤ 65025`.
    @inlinable @inline(__always)
    package static func div255(_ v: UInt32) -> UInt32 {
        let t = v &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Every channel of `p` multiplied by `a / 255` (exactly rounded).
    @inlinable @inline(__always)
    package static func scale(_ p: UInt32, _ a: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over: `s + d·(1 − αs)`.
    @inlinable @inline(__always)
    package static func sourceOver(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scale(d, 255 &- (s >> 24))
    }

    /// Linear interpolation `s·c + d·(1 − c)` with an 8-bit weight `c`.
    @inlinable @inline(__always)
    package static func lerp(_ s: UInt32, _ d: UInt32, _ c: UInt32) -> UInt32 {
        scale(s, c) &+ scale(d, 255 &- c)
    }

    /// Per-channel saturating addition.
    @inlinable @inline(__always)
    package static func addSaturating(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let rb = (s & 0x00FF_00FF) &+ (d & 0x00FF_00FF)
        let ag = ((s >> 8) & 0x00FF_00FF) &+ ((d >> 8) & 0x00FF_00FF)
        let orb = (rb >> 8) & 0x0001_0001, oag = (ag >> 8) & 0x0001_0001
        let rbSat = (rb | ((orb << 8) &- orb)) & 0x00FF_00FF
        let agSat = (ag | ((oag << 8) &- oag)) & 0x00FF_00FF
        return rbSat | (agSat << 8)
    }

    /// Applies `f` to each of the four channel pairs and packs the results (clamped to 255).
    @inlinable @inline(__always)
    package static func channelwise(_ s: UInt32, _ d: UInt32, _ f: (UInt32, UInt32) -> UInt32) -> UInt32 {
        min(f(s & 0xFF, d & 0xFF), 255)
            | (min(f((s >> 8) & 0xFF, (d >> 8) & 0xFF), 255) << 8)
            | (min(f((s >> 16) & 0xFF, (d >> 16) & 0xFF), 255) << 16)
            | (min(f(s >> 24, d >> 24), 255) << 24)
    }

    /// Multiply blend (premultiplied): `s·d + s·(1 − αd) + d·(1 − αs)`, per channel.
    @inlinable @inline(__always)
    package static func multiply(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let isa = 255 &- (s >> 24), ida = 255 &- (d >> 24)
        return channelwise(s, d) { sc, dc in div255(sc &* dc &+ sc &* ida &+ dc &* isa) }
    }

    /// Screen blend (premultiplied): `s + d − s·d`, per channel.
    @inlinable @inline(__always)
    package static func screen(_ s: UInt32, _ d: UInt32) -> UInt32 {
        channelwise(s, d) { sc, dc in sc &+ dc &- div255(sc &* dc) }
    }
}
