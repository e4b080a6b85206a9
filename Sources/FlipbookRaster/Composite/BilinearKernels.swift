/// The blends of bilinear image sampling: `mix(a, b, f) = (a·(256 − f) + b·f + 128) >> 8` per channel, with a
/// weight `f` (0…256) for `b`.
///
/// The SIMD forms work on *widened* texels: a `UInt64` holding the four 8-bit channels of a pixel in 16-bit
/// lanes (R in bits 0–15, G 16–31, B 32–47, A 48–63), two texels per 128-bit vector. `a·(256 − f) + b·f + 128 ≤
/// 255·256 + 128 < 2¹⁶`, so every intermediate fits a 16-bit lane; the kernels compute it as
/// `(a << 8) + (b − a)·f + 128` with wrapping 16-bit products (`pmullw`-class, on every x86-64 and arm64), which
/// is the same integer modulo 2¹⁶ and therefore the same result: the scalar and SIMD paths give identical bytes.
enum BilinearKernels {
    private typealias Lanes = SIMD4<UInt32>
    private typealias Halves = SIMD8<UInt16>
    private typealias Bytes = SIMD16<UInt8>

    /// Blend of two pixels with weight `f` (0…256) for `b`, rounded.
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 &- f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }

    /// A pixel's channels in the 16-bit lanes of a widened texel.
    @inline(__always)
    static func widen(_ p: UInt32) -> UInt64 {
        let v = UInt64(p)
        return (v & 0xFF) | ((v & 0xFF00) << 8) | ((v & 0xFF_0000) << 16) | ((v & 0xFF00_0000) << 24)
    }

    /// The pixel of a widened texel (every lane ≤ 255).
    @inline(__always)
    static func narrow(_ t: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (t & 0xFF) | ((t >> 8) & 0xFF00) | ((t >> 16) & 0xFF_0000) | ((t >> 24) & 0xFF00_0000))
    }

    /// ``mix(_:_:_:)`` per 16-bit lane of widened texels.
    @inline(__always)
    private static func mixWidened(_ a: Halves, _ b: Halves, _ f: Halves) -> Halves {
        ((a &<< 8) &+ (b &- a) &* f &+ Halves(repeating: 128)) &>> 8
    }

    /// Four pixels from two vectors of widened results (lanes ≤ 255).
    @inline(__always)
    private static func narrow(_ low: Halves, _ high: Halves) -> Lanes {
        unsafeBitCast(Bytes(lowHalf: SIMD8<UInt8>(truncatingIfNeeded: low), highHalf: SIMD8<UInt8>(truncatingIfNeeded: high)),
                      to: Lanes.self)
    }

    /// `out[i] = widen(mix(a[i], b[i], f))` for `i < count`: two image rows blended with one weight `f` (0…256).
    static func blendRows(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, weight f: UInt32, count: Int,
                          into out: UnsafeMutablePointer<UInt64>) {
        let weights = Halves(repeating: UInt16(truncatingIfNeeded: f))
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b), ro = UnsafeMutableRawPointer(out)
        var i = 0
        while i < count &- 3 {
            let va = ra.loadUnaligned(fromByteOffset: i &* 4, as: Bytes.self)
            let vb = rb.loadUnaligned(fromByteOffset: i &* 4, as: Bytes.self)
            let low = mixWidened(Halves(truncatingIfNeeded: va.lowHalf), Halves(truncatingIfNeeded: vb.lowHalf), weights)
            let high = mixWidened(Halves(truncatingIfNeeded: va.highHalf), Halves(truncatingIfNeeded: vb.highHalf), weights)
            ro.storeBytes(of: low, toByteOffset: i &* 8, as: Halves.self)
            ro.storeBytes(of: high, toByteOffset: i &* 8 &+ 16, as: Halves.self)
            i &+= 4
        }
        while i < count {
            out[i] = widen(mix(a[i], b[i], f))
            i &+= 1
        }
    }

    /// `out[i] = mix(row[i], row[i + 1], f)` (narrowed) for `i < count`, with one weight `f` (0…256); reads
    /// `row[0...count]`.
    static func blendNeighbours(_ row: UnsafePointer<UInt64>, weight f: UInt32, count: Int,
                                into out: UnsafeMutablePointer<UInt32>) {
        let weights = Halves(repeating: UInt16(truncatingIfNeeded: f))
        let rr = UnsafeRawPointer(row), ro = UnsafeMutableRawPointer(out)
        var i = 0
        while i < count &- 3 {
            let a01 = rr.loadUnaligned(fromByteOffset: i &* 8, as: Halves.self)
            let a23 = rr.loadUnaligned(fromByteOffset: i &* 8 &+ 16, as: Halves.self)
            let b01 = rr.loadUnaligned(fromByteOffset: i &* 8 &+ 8, as: Halves.self)
            let b23 = rr.loadUnaligned(fromByteOffset: i &* 8 &+ 24, as: Halves.self)
            ro.storeBytes(of: narrow(mixWidened(a01, b01, weights), mixWidened(a23, b23, weights)),
                          toByteOffset: i &* 4, as: Lanes.self)
            i &+= 4
        }
        while i < count {
            out[i] = mix(narrow(row[i]), narrow(row[i &+ 1]), f)
            i &+= 1
        }
    }

    /// `out[i] = mix(row[k], row[k + 1], f)` (narrowed) with `k = texels[i]` and `f` the lanes of `weights[i]`
    /// (0…256, repeated in the four 16-bit lanes), for `i < count`; each pair `(k, k + 1)` must lie inside `row`.
    static func blendTaps(_ row: UnsafePointer<UInt64>, texels: UnsafePointer<Int32>, weights: UnsafePointer<UInt64>,
                          count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let rr = UnsafeRawPointer(row), rw = UnsafeRawPointer(weights), ro = UnsafeMutableRawPointer(out)
        var i = 0
        while i < count &- 3 {
            // One 128-bit load per pixel holds both texels of its pair.
            let p0 = rr.loadUnaligned(fromByteOffset: Int(texels[i]) &* 8, as: SIMD2<UInt64>.self)
            let p1 = rr.loadUnaligned(fromByteOffset: Int(texels[i &+ 1]) &* 8, as: SIMD2<UInt64>.self)
            let p2 = rr.loadUnaligned(fromByteOffset: Int(texels[i &+ 2]) &* 8, as: SIMD2<UInt64>.self)
            let p3 = rr.loadUnaligned(fromByteOffset: Int(texels[i &+ 3]) &* 8, as: SIMD2<UInt64>.self)
            let a01 = unsafeBitCast(SIMD2(p0[0], p1[0]), to: Halves.self), b01 = unsafeBitCast(SIMD2(p0[1], p1[1]), to: Halves.self)
            let a23 = unsafeBitCast(SIMD2(p2[0], p3[0]), to: Halves.self), b23 = unsafeBitCast(SIMD2(p2[1], p3[1]), to: Halves.self)
            let f01 = rw.loadUnaligned(fromByteOffset: i &* 8, as: Halves.self)
            let f23 = rw.loadUnaligned(fromByteOffset: i &* 8 &+ 16, as: Halves.self)
            ro.storeBytes(of: narrow(mixWidened(a01, b01, f01), mixWidened(a23, b23, f23)), toByteOffset: i &* 4, as: Lanes.self)
            i &+= 4
        }
        while i < count {
            let k = Int(texels[i])
            out[i] = mix(narrow(row[k]), narrow(row[k &+ 1]), UInt32(truncatingIfNeeded: weights[i] & 0xFFFF))
            i &+= 1
        }
    }
}
