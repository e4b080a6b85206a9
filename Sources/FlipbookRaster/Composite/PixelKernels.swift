#if arch(x86_64)
import CMemory
import FlipbookRasterAVX2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#endif

/// SIMD forms of the hottest ``PixelOps`` loops: four pixels per 128-bit vector, two channels per 32-bit
/// lane in 16-bit halves (`pmullw`-style 16-bit products, available on every x86-64 and arm64). The arithmetic
/// is identical to the scalar ``PixelOps/scale(_:_:)`` (exactly rounded div255), so results don't depend on
/// which path runs.
///
/// On x86-64 processors with AVX2 the three src-over kernels (constant source, per-pixel source with and without
/// group opacity) run eight pixels per 256-bit vector in `FlipbookRasterAVX2` and finish the last one to seven
/// pixels here: the same bytes, about twice the pixels per instruction (see ``usesAVX2``).
package enum PixelKernels {
    private typealias Lanes = SIMD4<UInt32>
    private typealias Halves = SIMD8<UInt16>

    /// `round(v·a / 255)` per 16-bit lane: `(t + (t >> 8)) >> 8 == (t · 257) >> 16` for every `t < 2¹⁶`
    /// (the ``PixelOps/div255(_:)`` formula), written so that it lowers to one high-half multiply on 128-bit
    /// vectors.
    @inline(__always)
    private static func scaleHalves(_ v: Halves, _ a: Halves) -> Halves {
        let t = v &* a &+ Halves(repeating: 128)
        return Halves(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: t) &* 257) &>> 16)
    }

    /// Whether the src-over kernels use the 256-bit AVX2 forms: on x86-64 processors that run AVX2, unless the
    /// environment variable `FLIPBOOK_RASTER_NO_AVX2` is set when the engine first draws (to measure or debug
    /// the 128-bit kernels; the bytes drawn are the same either way). Decided once per process.
    package static let usesAVX2: Bool = {
        #if arch(x86_64)
        return flipbook_cpu_has_avx2() != 0 && getenv("FLIPBOOK_RASTER_NO_AVX2") == nil
        #else
        return false
        #endif
    }()

    /// `dst[i] = s + dst[i]·(255 − αs)/255` for a constant source `s`.
    @inlinable
    package static func sourceOverSolid(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ s: UInt32) {
        sourceOverSolidRun(dst, count, s)
    }

    /// ``sourceOverSolid(_:_:_:)`` through the AVX2 kernel where ``usesAVX2``, its tail (or all of it) here.
    @usableFromInline
    static func sourceOverSolidRun(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ s: UInt32) {
        var done = 0
        #if arch(x86_64)
        if usesAVX2 { done = AVX2Kernels.sourceOverSolid(dst, count, s) }
        #endif
        scaleAndAdd(dst + done, count &- done, s, 255 &- (s >> 24))
    }

    /// Four pixels `v·a/255 + s` (`a`: the 16-bit lanes of the scale, `s`: four premultiplied sources).
    @inline(__always)
    private static func scaleAndAddLanes(_ v: Lanes, _ a: Halves, _ s: Lanes) -> Lanes {
        let mask = Lanes(repeating: 0x00FF_00FF)
        let rb = scaleHalves(unsafeBitCast(v & mask, to: Halves.self), a)
        let ag = scaleHalves(unsafeBitCast((v &>> 8) & mask, to: Halves.self), a)
        return (unsafeBitCast(rb, to: Lanes.self) | (unsafeBitCast(ag, to: Lanes.self) &<< 8)) &+ s
    }

    /// The `n` (1...3) values at `p` in the low lanes, zeros above: the tail of a span as one vector.
    @inline(__always)
    private static func loadTail<T: SIMDScalar & FixedWidthInteger>(_ p: UnsafePointer<T>, _ n: Int) -> SIMD4<T> {
        SIMD4(p[0], n > 1 ? p[1] : 0, n > 2 ? p[2] : 0, 0)
    }

    /// Stores the low `n` (1...3) lanes of `v` at `p`.
    @inline(__always)
    private static func storeTail(_ v: Lanes, _ p: UnsafeMutablePointer<UInt32>, _ n: Int) {
        p[0] = v[0]
        if n > 1 { p[1] = v[1] }
        if n > 2 { p[2] = v[2] }
    }

    /// The 128-bit constant-source kernel: `dst[i] = s + dst[i]·ia/255`.
    static func scaleAndAdd(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ s: UInt32, _ ia: UInt32) {
        guard count > 0 else { return }
        let a = Halves(repeating: UInt16(ia))
        let sv = Lanes(repeating: s)
        var i = 0
        let raw = UnsafeMutableRawPointer(dst)
        // Sixteen pixels per iteration (four independent vectors hide the multiply latency and share the loop
        // overhead), then at most one group of eight and one of four.
        @inline(__always)
        func step(_ offset: Int) {
            let v = raw.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
            raw.storeBytes(of: scaleAndAddLanes(v, a, sv), toByteOffset: offset, as: Lanes.self)
        }
        let end16 = count & ~15
        while i < end16 {
            let o = i &* 4
            step(o); step(o &+ 16); step(o &+ 32); step(o &+ 48)
            i &+= 16
        }
        if count & 8 != 0 {
            step(i &* 4); step(i &* 4 &+ 16)
            i &+= 8
        }
        if count & 4 != 0 {
            step(i &* 4)
            i &+= 4
        }
        if i < count {
            storeTail(scaleAndAddLanes(loadTail(dst + i, count &- i), a, sv), dst + i, count &- i)
        }
    }

    /// `dst[i] = s·cov[i]/255 + dst[i]·(255 − α(s·cov[i]/255))/255` for a constant source `s`: the scalar
    /// `PixelOps.sourceOver(PixelOps.scale(s, c), d)` four pixels at a time. Groups of four zero coverages are
    /// skipped, groups of four full ones take the constant-source form.
    @inlinable
    package static func sourceOverSolid(_ dst: UnsafeMutablePointer<UInt32>, _ cov: UnsafePointer<UInt8>, _ count: Int,
                                        _ s: UInt32) {
        sourceOverSolidMaskedSpan(dst, cov, count, s)
    }

    @usableFromInline
    static func sourceOverSolidMaskedSpan(_ dst: UnsafeMutablePointer<UInt32>, _ cov: UnsafePointer<UInt8>, _ count: Int,
                                          _ s: UInt32) {
        let mask = Lanes(repeating: 0x00FF_00FF)
        let ia = 255 &- (s >> 24)
        let fullScale = Halves(repeating: UInt16(ia))
        let sv = Lanes(repeating: s)
        let srb = unsafeBitCast(sv & mask, to: Halves.self), sag = unsafeBitCast((sv &>> 8) & mask, to: Halves.self)
        let raw = UnsafeMutableRawPointer(dst), craw = UnsafeRawPointer(cov)
        var i = 0
        /// Four pixels `v` under the coverages `cb`.
        @inline(__always)
        func blend(_ v: Lanes, _ cb: SIMD4<UInt8>) -> Lanes {
            if unsafeBitCast(cb, to: UInt32.self) == .max { return scaleAndAddLanes(v, fullScale, sv) }
            let c = Lanes(truncatingIfNeeded: cb)
            let ch = unsafeBitCast(c | (c &<< 16), to: Halves.self)
            let s = unsafeBitCast(scaleHalves(srb, ch), to: Lanes.self)
                | (unsafeBitCast(scaleHalves(sag, ch), to: Lanes.self) &<< 8)
            return sourceOverLanes(s, v)
        }
        while i &+ 4 <= count {
            let cb = craw.loadUnaligned(fromByteOffset: i, as: SIMD4<UInt8>.self)
            if unsafeBitCast(cb, to: UInt32.self) != 0 {
                let v = raw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
                raw.storeBytes(of: blend(v, cb), toByteOffset: i &* 4, as: Lanes.self)
            }
            i &+= 4
        }
        if i < count {
            let n = count &- i
            storeTail(blend(loadTail(dst + i, n), loadTail(cov + i, n)), dst + i, n)
        }
    }

    /// `dst[i] = src[i] + dst[i]·(255 − αsrc[i])/255`.
    @inlinable
    package static func sourceOver(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int) {
        sourceOverSpan(dst, src, count)
    }

    /// ``sourceOver(_:_:_:)`` through the AVX2 kernel where ``usesAVX2``, its tail (or all of it) here.
    @usableFromInline
    static func sourceOverSpan(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int) {
        var done = 0
        #if arch(x86_64)
        if usesAVX2 { done = AVX2Kernels.sourceOver(dst, src, count) }
        #endif
        sourceOverSpan128(dst + done, src + done, count &- done)
    }

    /// Four premultiplied source-over blends at once: `s + v·(255 − αs)/255` per channel.
    @inline(__always)
    private static func sourceOverLanes(_ s: Lanes, _ v: Lanes) -> Lanes {
        // 255 − α in both 16-bit halves of every lane, from the complement's top byte: shifted to bits 0–7 and
        // 16–23. (Written as `ia | ia << 16`, LLVM moves lane 0 through a general register: five more
        // instructions per four pixels.)
        let t = ~s
        let ia = (t &>> 24) | ((t &>> 8) & Lanes(repeating: 0x00FF_0000))
        return scaleAndAddLanes(v, unsafeBitCast(ia, to: Halves.self), s)
    }

    /// The 128-bit per-pixel src-over kernel.
    static func sourceOverSpan128(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int) {
        var i = 0
        let raw = UnsafeMutableRawPointer(dst), sraw = UnsafeRawPointer(src)
        while i &+ 8 <= count {
            let s0 = sraw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
            let s1 = sraw.loadUnaligned(fromByteOffset: i &* 4 &+ 16, as: Lanes.self)
            let v0 = raw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
            let v1 = raw.loadUnaligned(fromByteOffset: i &* 4 &+ 16, as: Lanes.self)
            raw.storeBytes(of: sourceOverLanes(s0, v0), toByteOffset: i &* 4, as: Lanes.self)
            raw.storeBytes(of: sourceOverLanes(s1, v1), toByteOffset: i &* 4 &+ 16, as: Lanes.self)
            i &+= 8
        }
        if i &+ 4 <= count {
            let s = sraw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
            let v = raw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
            raw.storeBytes(of: sourceOverLanes(s, v), toByteOffset: i &* 4, as: Lanes.self)
            i &+= 4
        }
        if i < count {
            let n = count &- i
            storeTail(sourceOverLanes(loadTail(src + i, n), loadTail(dst + i, n)), dst + i, n)
        }
    }

    /// `s = src[i]·alpha/255; dst[i] = s + dst[i]·(255 − αs)/255` (a layer composited with group opacity).
    @inlinable
    package static func sourceOver(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int,
                                   alpha: UInt32) {
        sourceOverScaledSpan(dst, src, count, alpha)
    }

    /// ``sourceOver(_:_:_:alpha:)`` through the AVX2 kernel where ``usesAVX2``, its tail (or all of it) here.
    @usableFromInline
    static func sourceOverScaledSpan(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int,
                                     _ alpha: UInt32) {
        var done = 0
        #if arch(x86_64)
        if usesAVX2 { done = AVX2Kernels.sourceOver(dst, src, count, alpha: alpha) }
        #endif
        sourceOverScaledSpan128(dst + done, src + done, count &- done, alpha)
    }

    /// The 128-bit per-pixel src-over kernel with group opacity.
    static func sourceOverScaledSpan128(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int,
                                        _ alpha: UInt32) {
        let mask = Lanes(repeating: 0x00FF_00FF)
        let ga = Halves(repeating: UInt16(alpha))
        var i = 0
        let raw = UnsafeMutableRawPointer(dst), sraw = UnsafeRawPointer(src)
        while i &+ 4 <= count {
            let s0 = sraw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
            let srb = scaleHalves(unsafeBitCast(s0 & mask, to: Halves.self), ga)
            let sag = scaleHalves(unsafeBitCast((s0 &>> 8) & mask, to: Halves.self), ga)
            let s = unsafeBitCast(srb, to: Lanes.self) | (unsafeBitCast(sag, to: Lanes.self) &<< 8)
            let v = raw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
            raw.storeBytes(of: sourceOverLanes(s, v), toByteOffset: i &* 4, as: Lanes.self)
            i &+= 4
        }
        while i < count {
            dst[i] = PixelOps.sourceOver(PixelOps.scale(src[i], alpha), dst[i])
            i += 1
        }
    }

    /// Runs at least this long (64 KiB) are filled with a string store on x86-64 (see ``fill(_:_:_:)``).
    static let stringStoreMinimum = 16_384

    /// Sets `count` pixels to `value` with 128-bit stores; on x86-64, runs of ``stringStoreMinimum`` pixels or
    /// more (a whole frame cleared in one call) with `rep stosl`, which writes whole cache lines without reading
    /// them first (the same bytes either way).
    @inlinable
    package static func fill(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ value: UInt32) {
        fillSpan(dst, count, value)
    }

    @usableFromInline
    static func fillSpan(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ value: UInt32) {
        guard count > 0 else { return }
        #if arch(x86_64)
        if count >= stringStoreMinimum {
            flipbook_store_words(dst, value, count)
            return
        }
        #endif
        let v = Lanes(repeating: value)
        let raw = UnsafeMutableRawPointer(dst)
        var i = 0
        // 32 pixels (eight stores) per iteration, then at most one group each of 16, 8 and 4.
        let end32 = count & ~31
        while i < end32 {
            let o = i &* 4
            for k in 0..<8 { raw.storeBytes(of: v, toByteOffset: o &+ k &* 16, as: Lanes.self) }
            i &+= 32
        }
        if count & 16 != 0 {
            for k in 0..<4 { raw.storeBytes(of: v, toByteOffset: i &* 4 &+ k &* 16, as: Lanes.self) }
            i &+= 16
        }
        if count & 8 != 0 {
            for k in 0..<2 { raw.storeBytes(of: v, toByteOffset: i &* 4 &+ k &* 16, as: Lanes.self) }
            i &+= 8
        }
        if count & 4 != 0 {
            raw.storeBytes(of: v, toByteOffset: i &* 4, as: Lanes.self)
            i &+= 4
        }
        if i < count { storeTail(v, dst + i, count &- i) }
    }
}
