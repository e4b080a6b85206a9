/// Samples an image along device rows: resolves the mip level, inverts the placement and produces
/// premultiplied pixels with nearest or bilinear filtering in 16.16 fixed point (clamped to the edge texels).
/// A class, so that binding it out of a ``PreparedPaint`` for every span costs one reference count.
final class ImageSampler {
    let image: Pixmap
    /// Device space → image pixel space.
    let inverse: Projective2D
    let bilinear: Bool
    /// Scratch row for rows of constant `v` (no rotation): the two source rows blended vertically once, as
    /// widened texels (see ``BilinearKernels``); owned.
    private let blendedRow: UnsafeMutablePointer<UInt64>?
    /// Per-column horizontal taps when `u` depends on the device column only (no rotation or shear).
    private let columnTaps: ColumnTaps?
    /// For a placement that moves the image by whole pixels only (no scale, rotation or fraction), the texel a
    /// device pixel shows is the one under it: the offset from device pixel to texel, copied without filtering (any
    /// filter gives that texel exactly there).
    private let texelOffset: (x: Int, y: Int)?
    /// Per-pixel steps of the 16.16 image position along a device row (affine placements).
    private let du: Int, dv: Int
    /// The pattern's shade as an 8-bit factor for the colour channels, `nil` when it leaves them as they are.
    private let shade8: UInt32?

    init?(_ pattern: ImagePattern) {
        guard pattern.image.width > 0, pattern.image.height > 0, var inv = pattern.transform.inverted else { return nil }
        var level = pattern.image
        if pattern.filter == .smooth {
            // Image pixels per device pixel along each device axis (at the image centre for projective maps).
            let centre = pattern.transform.apply(Vec2(Double(level.width) / 2, Double(level.height) / 2)) ?? .zero
            if let c = inv.apply(centre), let cx = inv.apply(centre + Vec2(1, 0)), let cy = inv.apply(centre + Vec2(0, 1)) {
                var scale = min((cx - c).length, (cy - c).length)
                while scale >= 2, level.width > 1 || level.height > 1 {
                    level = Self.halved(level)
                    inv = Projective2D(0.5, 0, 0, 0, 0.5, 0, 0, 0, 1).concatenatingAfter(inv)
                    scale /= 2
                }
            }
        }
        image = level
        inverse = inv
        bilinear = pattern.filter != .nearest
        blendedRow = bilinear && inv.isAffine && inv.m21 == 0 ? .allocate(capacity: level.width) : nil
        columnTaps = blendedRow != nil && inv.m12 == 0 && level.width >= 2
            ? ColumnTaps(scale: inv.m11, offset: inv.m13, imageWidth: level.width) : nil
        du = Self.fixed(inv.m11)
        dv = Self.fixed(inv.m21)
        let wholeShift = inv.isAffine && inv.m11 == 1 && inv.m22 == 1 && inv.m12 == 0 && inv.m21 == 0
            && inv.m13 == inv.m13.rounded() && inv.m23 == inv.m23.rounded() && abs(inv.m13) < 1e9 && abs(inv.m23) < 1e9
        texelOffset = wholeShift ? (Int(inv.m13), Int(inv.m23)) : nil
        let shade = pattern.shade.isNaN ? 1 : min(max(pattern.shade, 0), 1)
        shade8 = shade < 1 ? UInt32((shade * 255).rounded()) : nil
    }

    deinit { blendedRow?.deallocate() }

    /// A 2×2 box-filtered half-size copy (odd edges repeat their last texel), rounding to nearest.
    static func halved(_ src: Pixmap) -> Pixmap {
        let w = max(1, (src.width + 1) / 2), h = max(1, (src.height + 1) / 2)
        // Sizes are positive and smaller than the source: the initialiser cannot fail.
        var out = (try? Pixmap(width: w, height: h)) ?? src
        for y in 0..<h {
            let y0 = min(2 * y, src.height - 1), y1 = min(2 * y + 1, src.height - 1)
            for x in 0..<w {
                let x0 = min(2 * x, src.width - 1), x1 = min(2 * x + 1, src.width - 1)
                let a = src.pixels[y0 * src.width + x0], b = src.pixels[y0 * src.width + x1]
                let c = src.pixels[y1 * src.width + x0], d = src.pixels[y1 * src.width + x1]
                let rb = (a & 0x00FF_00FF) &+ (b & 0x00FF_00FF) &+ (c & 0x00FF_00FF) &+ (d & 0x00FF_00FF) &+ 0x0002_0002
                let ag = ((a >> 8) & 0x00FF_00FF) &+ ((b >> 8) & 0x00FF_00FF) &+ ((c >> 8) & 0x00FF_00FF)
                    &+ ((d >> 8) & 0x00FF_00FF) &+ 0x0002_0002
                out.pixels[y * w + x] = ((rb >> 2) & 0x00FF_00FF) | (((ag >> 2) & 0x00FF_00FF) << 8)
            }
        }
        return out
    }

    /// Fills `out[0..<count]` with the samples for device pixels `x0..<x0+count` of row `y` (pixel centres).
    func shade(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        sample(y: y, x0: x0, count: count, into: out)
        guard let shade8 else { return }
        for i in 0..<count {
            let p = out[i]
            out[i] = (PixelOps.scale(p, shade8) & 0x00FF_FFFF) | (p & 0xFF00_0000)
        }
    }

    /// The samples of ``shade(y:x0:count:into:)`` before the pattern's shade.
    private func sample(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        if let texelOffset {
            copyTexels(y: y &+ texelOffset.y, x0: x0 &+ texelOffset.x, count: count, into: out)
            return
        }
        let fy = Double(y) + 0.5, fx = Double(x0) + 0.5
        let m = inverse
        image.pixels.withUnsafeBufferPointer { buffer in
            let px = buffer.baseAddress!
            if m.isAffine {
                let v0 = Self.fixed(m.m21 * fx + m.m22 * fy + m.m23)
                // Column taps carry `u` themselves, except on the unit-step path.
                let u0 = columnTaps != nil && du != 65536 ? 0 : Self.fixed(m.m11 * fx + m.m12 * fy + m.m13)
                if let blendedRow, count > 0 {
                    horizontalRow(px, blendedRow, x0: x0, u0 - 32768, v0 - 32768, count, out)
                } else if bilinear {
                    bilinearRow(px, u0 - 32768, v0 - 32768, du, dv, count, out)
                } else {
                    var u = u0, v = v0
                    let maxX = image.width - 1, maxY = image.height - 1, w = image.width
                    for i in 0..<count {
                        out[i] = px[min(max(v >> 16, 0), maxY) &* w &+ min(max(u >> 16, 0), maxX)]
                        u &+= du
                        v &+= dv
                    }
                }
            } else {
                projectiveRow(px, fx: fx, fy: fy, count: count, out)
            }
        }
    }

    /// The longest run of a row sampled with linear steps between exactly projected ends (see ``projectiveRow``).
    static let projectiveSpan = 16
    /// The largest distance, in texels, between a linearly stepped sample position and the exact one.
    static let projectiveTolerance = 1.0 / 64

    /// Samples along a row under a projective placement. The image position is projected exactly (with its
    /// division) at the ends of spans of up to ``projectiveSpan`` pixels and stepped linearly in between, as
    /// perspective texture mappers do; a span is halved until the linear position at its middle is within
    /// ``projectiveTolerance`` texels of the exact one (the largest error of a linear step over a projective
    /// curve is at the middle), so the samples differ from exact ones by under 1/64 texel. A span whose ends are
    /// not both in front of the eye is projected pixel by pixel (nothing is drawn behind it).
    private func projectiveRow(_ px: UnsafePointer<UInt32>, fx: Double, fy: Double, count: Int,
                               _ out: UnsafeMutablePointer<UInt32>) {
        let m = inverse
        @inline(__always) func position(_ x: Double) -> (u: Double, v: Double)? {
            let wq = m.m31 * x + m.m32 * fy + m.m33
            guard wq > 0 else { return nil }
            return ((m.m11 * x + m.m12 * fy + m.m13) / wq, (m.m21 * x + m.m22 * fy + m.m23) / wq)
        }
        @inline(__always) func samples(_ i: Int, _ n: Int, _ u: Int, _ v: Int, _ du: Int, _ dv: Int) {
            if bilinear {
                bilinearRow(px, u - 32768, v - 32768, du, dv, n, out + i)
            } else {
                var u = u, v = v
                for k in 0..<n {
                    out[i + k] = px[min(max(v >> 16, 0), image.height - 1) &* image.width &+ min(max(u >> 16, 0), image.width - 1)]
                    u &+= du
                    v &+= dv
                }
            }
        }
        var i = 0
        var start = position(fx)
        while i < count {
            var n = min(Self.projectiveSpan, count - i)
            var end = position(fx + Double(i + n))
            if let a = start {
                while n > 1, let b = end, let middle = position(fx + Double(i) + Double(n) / 2),
                      max(abs(middle.u - (a.u + b.u) / 2), abs(middle.v - (a.v + b.v) / 2)) > Self.projectiveTolerance {
                    n /= 2
                    end = position(fx + Double(i + n))
                }
            }
            if let a = start, let b = end {
                let u = Self.fixed(a.u), v = Self.fixed(a.v)
                samples(i, n, u, v, (Self.fixed(b.u) - u) / n, (Self.fixed(b.v) - v) / n)
            } else {
                for k in i..<(i + n) {
                    guard let p = position(fx + Double(k)) else { out[k] = 0; continue }
                    samples(k, 1, Self.fixed(p.u), Self.fixed(p.v), 0, 0)
                }
            }
            start = end
            i += n
        }
    }

    /// Texels `x0..<x0+count` of row `y`, clamped to the edge texels as every sample is.
    private func copyTexels(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width
        let row = min(max(y, 0), image.height - 1) &* w
        image.pixels.withUnsafeBufferPointer { buffer in
            let px = buffer.baseAddress! + row
            let inside = max(0, min(x0 &+ count, w) &- max(x0, 0))
            let lead = min(max(-x0, 0), count)
            for i in 0..<lead { out[i] = px[0] }
            if inside > 0 { (out + lead).update(from: px + max(x0, 0), count: inside) }
            for i in (lead + inside)..<count { out[i] = px[w - 1] }
        }
    }

    /// 16.16 fixed point of `v` (floored, saturated far outside any image).
    @inline(__always)
    static func fixed(_ v: Double) -> Int {
        let limit = Double(1 << 46)
        let c = v.isNaN ? 0 : max(-limit, min(limit, v * 65536))
        let i = Int(c)
        return Double(i) > c ? i - 1 : i
    }

    /// Bilinear samples along a row of constant `v`: the two source rows are blended once over the texel
    /// range the row touches, then each pixel needs one horizontal mix (vertical-then-horizontal rounding order,
    /// so results may differ by one level from ``bilinearRow``; every row of constant `v` takes this path).
    /// Unit steps blend with one horizontal weight; placements without shear take their horizontal taps from
    /// ``columnTaps``; anything else steps `u` from the span start.
    private func horizontalRow(_ px: UnsafePointer<UInt32>, _ tmp: UnsafeMutablePointer<UInt64>, x0: Int, _ uStart: Int,
                               _ v: Int, _ count: Int, _ out: UnsafeMutablePointer<UInt32>) {
        let w = image.width, maxX = w - 1, maxY = image.height - 1
        let iy = v >> 16
        let fv = UInt32(truncatingIfNeeded: (v >> 8) & 0xFF)
        let r0 = px + min(max(iy, 0), maxY) &* w, r1 = px + min(max(iy &+ 1, 0), maxY) &* w
        /// Blends the source rows into `tmp[lo...hi]`.
        func blendRows(_ lo: Int, _ hi: Int) {
            BilinearKernels.blendRows(r0 + lo, r1 + lo, weight: fv, count: hi - lo + 1, into: tmp + lo)
        }
        let uEnd = uStart &+ du &* (count - 1)
        if du == 65536, uStart >= 0, (uEnd >> 16) &+ 1 <= maxX {
            // Unit steps (an unscaled, unrotated placement): constant horizontal weight, no clamping needed.
            blendRows(uStart >> 16, (uEnd >> 16) &+ 1)
            let fu = UInt32(truncatingIfNeeded: (uStart >> 8) & 0xFF)
            BilinearKernels.blendNeighbours(tmp + (uStart >> 16), weight: fu, count: count, into: out)
            return
        }
        if let columnTaps {
            columnTaps.cover(x0, count)
            let texels = columnTaps.texels + (x0 - columnTaps.first), weights = columnTaps.weights + (x0 - columnTaps.first)
            if count < 4 {
                // Short spans (a shape's anti-aliased edge): the four taps directly, same arithmetic.
                for i in 0..<count {
                    let k = Int(texels[i])
                    let a = BilinearKernels.mix(r0[k], r1[k], fv), b = BilinearKernels.mix(r0[k &+ 1], r1[k &+ 1], fv)
                    out[i] = BilinearKernels.mix(a, b, UInt32(truncatingIfNeeded: weights[i] & 0xFFFF))
                }
                return
            }
            // Taps are monotonic along the row: the end columns bound the pairs it reads.
            let a = Int(texels[0]), b = Int(texels[count - 1])
            blendRows(min(a, b), max(a, b) &+ 1)
            BilinearKernels.blendTaps(tmp, texels: texels, weights: weights, count: count, into: out)
            return
        }
        let lo = min(max(min(uStart, uEnd) >> 16, 0), maxX), hi = min(max((max(uStart, uEnd) >> 16) &+ 1, 0), maxX)
        blendRows(lo, hi)
        // Left of the texel range both taps clamp to `lo`, right of it both clamp to `hi` (mixing a texel with
        // itself returns it exactly).
        var u = uStart
        for i in 0..<count {
            let ix = u >> 16
            let fu = UInt32(truncatingIfNeeded: (u >> 8) & 0xFF)
            out[i] = BilinearKernels.mix(BilinearKernels.narrow(tmp[min(max(ix, lo), hi)]),
                                         BilinearKernels.narrow(tmp[min(max(ix &+ 1, lo), hi)]), fu)
            u &+= du
        }
    }

    /// Bilinear samples along a row: `(u, v)` are texel-centre-relative 16.16 positions stepping by `(du, dv)`.
    /// Samples whose four texels are inside the image skip the edge clamps.
    @inline(__always)
    private func bilinearRow(_ px: UnsafePointer<UInt32>, _ uStart: Int, _ vStart: Int, _ du: Int, _ dv: Int,
                             _ count: Int, _ out: UnsafeMutablePointer<UInt32>) {
        let w = image.width, h = image.height
        let maxX = w - 1, maxY = h - 1
        let innerX = UInt(maxX), innerY = UInt(maxY)
        var u = uStart, v = vStart
        for i in 0..<count {
            let ix = u >> 16, iy = v >> 16
            let fu = UInt32(truncatingIfNeeded: (u >> 8) & 0xFF), fv = UInt32(truncatingIfNeeded: (v >> 8) & 0xFF)
            if UInt(bitPattern: ix) < innerX && UInt(bitPattern: iy) < innerY {
                let p = px + (iy &* w &+ ix)
                out[i] = BilinearKernels.mix(BilinearKernels.mix(p[0], p[1], fu), BilinearKernels.mix(p[w], p[w &+ 1], fu), fv)
            } else {
                let x0c = min(max(ix, 0), maxX), x1c = min(max(ix &+ 1, 0), maxX)
                let r0 = min(max(iy, 0), maxY) &* w, r1 = min(max(iy &+ 1, 0), maxY) &* w
                out[i] = BilinearKernels.mix(BilinearKernels.mix(px[r0 &+ x0c], px[r0 &+ x1c], fu), BilinearKernels.mix(px[r1 &+ x0c], px[r1 &+ x1c], fu), fv)
            }
            u &+= du
            v &+= dv
        }
    }
}
