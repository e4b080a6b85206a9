#if arch(x86_64)
/// 256-bit forms of the src-over kernels (constant source, per-pixel source, per-pixel source with group
/// opacity), eight pixels per vector. This module alone is compiled with AVX2
/// code generation (`-mavx2`, see Package.swift), so it must only be entered on processors that have AVX2:
/// `FlipbookRaster`'s `PixelKernels` checks the CPU once and calls it only then.
///
/// The arithmetic is exactly the engine's scalar `PixelOps.scale` (`round(v·a / 255)` as
/// `(t + (t >> 8)) >> 8` with `t = v·a + 128`, which equals `(t · 257) >> 16` for every `t < 2¹⁶`), so the
/// bytes written are the same as the 128-bit kernels' on every machine. Each function handles the largest
/// multiple of eight pixels and returns how many it did; the caller finishes the rest (fewer than eight).
///
/// Nothing here may be `@inlinable` or generic: code inlined into another module would be compiled without
/// AVX2, and a generic specialisation emitted here could be shared with callers on any CPU. Every kernel is a
/// plain function whose helpers are inlined into it (checked with `nm`: the object file defines only these).
package enum AVX2Kernels {
    private typealias Lanes = SIMD8<UInt32>
    private typealias Halves = SIMD16<UInt16>

    /// `round(t / 257 / 256)` per 16-bit lane, i.e. `(t · 257) >> 16`, in 16-bit arithmetic (`t < 2¹⁶`).
    @inline(__always)
    private static func div255(_ t: Halves) -> Halves {
        (t &+ (t &>> 8)) &>> 8
    }

    /// Eight pixels `v·a/255` per channel (`a`: the scale in both 16-bit lanes of a pixel).
    @inline(__always)
    private static func scale(_ v: Lanes, _ a: Halves) -> Lanes {
        let h = unsafeBitCast(v, to: Halves.self)
        let rb = div255((h & Halves(repeating: 0x00FF)) &* a &+ Halves(repeating: 128))
        let ag = div255((h &>> 8) &* a &+ Halves(repeating: 128))
        return unsafeBitCast(rb | (ag &<< 8), to: Lanes.self)
    }

    /// Eight pixels `v·a/255 + s` per channel.
    @inline(__always)
    private static func scaleAndAdd(_ v: Lanes, _ a: Halves, _ s: Lanes) -> Lanes {
        scale(v, a) &+ s
    }

    /// Eight premultiplied source-over blends `s + v·(255 − αs)/255`.
    @inline(__always)
    private static func sourceOver(_ s: Lanes, _ v: Lanes) -> Lanes {
        // 255 − α in both 16-bit halves of every pixel, from the complement's top byte.
        let t = ~s
        let ia = (t &>> 24) | ((t &>> 8) & Lanes(repeating: 0x00FF_0000))
        return scaleAndAdd(v, unsafeBitCast(ia, to: Halves.self), s)
    }

    /// `dst[i] = s + dst[i]·(255 − αs)/255` for `count & ~7` pixels; returns that count.
    package static func sourceOverSolid(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ s: UInt32) -> Int {
        let a = Halves(repeating: UInt16(truncatingIfNeeded: 255 &- (s >> 24)))
        let sv = Lanes(repeating: s)
        let raw = UnsafeMutableRawPointer(dst)
        let end = count & ~7
        var i = 0
        // Two independent vectors per iteration hide the multiply latency.
        while i &+ 16 <= end {
            let o = i &* 4
            let v0 = raw.loadUnaligned(fromByteOffset: o, as: Lanes.self)
            let v1 = raw.loadUnaligned(fromByteOffset: o &+ 32, as: Lanes.self)
            raw.storeBytes(of: scaleAndAdd(v0, a, sv), toByteOffset: o, as: Lanes.self)
            raw.storeBytes(of: scaleAndAdd(v1, a, sv), toByteOffset: o &+ 32, as: Lanes.self)
            i &+= 16
        }
        if i < end {
            let v = raw.loadUnaligned(fromByteOffset: i &* 4, as: Lanes.self)
            raw.storeBytes(of: scaleAndAdd(v, a, sv), toByteOffset: i &* 4, as: Lanes.self)
        }
        return end
    }

    /// `dst[i] = src[i] + dst[i]·(255 − αsrc[i])/255` for `count & ~7` pixels; returns that count.
    package static func sourceOver(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>,
                                   _ count: Int) -> Int {
        let raw = UnsafeMutableRawPointer(dst), sraw = UnsafeRawPointer(src)
        let end = count & ~7
        var i = 0
        while i < end {
            let o = i &* 4
            let s = sraw.loadUnaligned(fromByteOffset: o, as: Lanes.self)
            let v = raw.loadUnaligned(fromByteOffset: o, as: Lanes.self)
            raw.storeBytes(of: sourceOver(s, v), toByteOffset: o, as: Lanes.self)
            i &+= 8
        }
        return end
    }

    /// `s = src[i]·alpha/255; dst[i] = s + dst[i]·(255 − αs)/255` (a layer composited with group opacity) for
    /// `count & ~7` pixels; returns that count.
    package static func sourceOver(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int,
                                   alpha: UInt32) -> Int {
        let a = Halves(repeating: UInt16(truncatingIfNeeded: alpha))
        let raw = UnsafeMutableRawPointer(dst), sraw = UnsafeRawPointer(src)
        let end = count & ~7
        var i = 0
        while i < end {
            let o = i &* 4
            let s = scale(sraw.loadUnaligned(fromByteOffset: o, as: Lanes.self), a)
            let v = raw.loadUnaligned(fromByteOffset: o, as: Lanes.self)
            raw.storeBytes(of: sourceOver(s, v), toByteOffset: o, as: Lanes.self)
            i &+= 8
        }
        return end
    }
}
#endif
