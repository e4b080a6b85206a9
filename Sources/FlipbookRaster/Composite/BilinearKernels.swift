/// The blends of bilinear image sampling: `mix(a, b, f) = (a·(256 − f) + b·f + 128) >> 8` per channel, with a
/// weight `f` (0…256) for `b`, scalar (two channels per 32-bit word) and SIMD (four pixels per 128-bit vector,
/// two channels per 32-bit lane in 16-bit halves).
///
/// `a·(256 − f) + b·f + 128 ≤ 255·256 + 128 < 2¹⁶`, so every intermediate fits a 16-bit lane; the SIMD forms
/// compute it as `(a << 8) + (b − a)·f + 128` with wrapping 16-bit products (`pmullw`-class, on every x86-64 and
/// arm64), which is the same integer modulo 2¹⁶ and therefore the same result: the scalar and SIMD paths give
/// identical bytes.
enum BilinearKernels {
    private typealias Lanes = SIMD4<UInt32>
    private typealias Halves = SIMD8<UInt16>

    /// Blend of two pixels with weight `f` (0…256) for `b`, rounded.
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 &- f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }

    /// ``mix(_:_:_:)`` of four pixel pairs; `f` holds each pixel's weight in both 16-bit halves of its lane.
    @inline(__always)
    private static func mixLanes(_ a: Lanes, _ b: Lanes, _ f: Halves) -> Lanes {
        let mask = Lanes(repeating: 0x00FF_00FF)
        let half = Halves(repeating: 128)
        let aRB = unsafeBitCast(a & mask, to: Halves.self), bRB = unsafeBitCast(b & mask, to: Halves.self)
        let aAG = unsafeBitCast((a &>> 8) & mask, to: Halves.self), bAG = unsafeBitCast((b &>> 8) & mask, to: Halves.self)
        let rb = ((aRB &<< 8) &+ (bRB &- aRB) &* f &+ half) &>> 8
        let ag = (unsafeBitCast(a & ~mask, to: Halves.self) &+ (bAG &- aAG) &* f &+ half) & Halves(repeating: 0xFF00)
        return unsafeBitCast(rb | ag, to: Lanes.self)
    }

    /// `out[i] = mix(a[i], b[i], f)` for `i < count`, with one weight `f` (0…255) for the whole run.
    static func blend(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, weight f: UInt32, count: Int,
                      into out: UnsafeMutablePointer<UInt32>) {
        let weights = Halves(repeating: UInt16(truncatingIfNeeded: f))
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b), ro = UnsafeMutableRawPointer(out)
        var i = 0
        while i &+ 4 <= count {
            let va = ra.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
            let vb = rb.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
            ro.storeBytes(of: mixLanes(va, vb, weights), toByteOffset: i &* 4, as: Lanes.self)
            i &+= 4
        }
        while i < count {
            out[i] = mix(a[i], b[i], f)
            i &+= 1
        }
    }

    /// `out[i] = mix(row[k], row[k + 1], f)` with `k = texels[i]` and `f = weights[i] & 0xFFFF` (0…256), for
    /// `i < count`; each pair `(k, k + 1)` must lie inside `row`.
    static func blendPairs(_ row: UnsafePointer<UInt32>, texels: UnsafePointer<Int32>, weights: UnsafePointer<UInt32>,
                           count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let raw = UnsafeRawPointer(row), rw = UnsafeRawPointer(weights), ro = UnsafeMutableRawPointer(out)
        var i = 0
        while i &+ 4 <= count {
            // Each texel pair is one 64-bit load; the pairs are then split into first and second texels.
            let p0 = raw.loadUnaligned(fromByteOffset: Int(texels[i]) &* 4, as: UInt64.self)
            let p1 = raw.loadUnaligned(fromByteOffset: Int(texels[i &+ 1]) &* 4, as: UInt64.self)
            let p2 = raw.loadUnaligned(fromByteOffset: Int(texels[i &+ 2]) &* 4, as: UInt64.self)
            let p3 = raw.loadUnaligned(fromByteOffset: Int(texels[i &+ 3]) &* 4, as: UInt64.self)
            let low = unsafeBitCast(SIMD2(p0, p1), to: Lanes.self), high = unsafeBitCast(SIMD2(p2, p3), to: Lanes.self)
            let a = SIMD4(lowHalf: low.evenHalf, highHalf: high.evenHalf)
            let b = SIMD4(lowHalf: low.oddHalf, highHalf: high.oddHalf)
            let f = rw.loadUnaligned(fromByteOffset: i &* 4, as: Halves.self)
            ro.storeBytes(of: mixLanes(a, b, f), toByteOffset: i &* 4, as: Lanes.self)
            i &+= 4
        }
        while i < count {
            let k = Int(texels[i])
            out[i] = mix(row[k], row[k &+ 1], weights[i] & 0xFFFF)
            i &+= 1
        }
    }
}
