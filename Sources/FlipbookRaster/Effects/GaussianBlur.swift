/// Gaussian blur of masks and pixmaps, deterministic, with zero (transparent) outside.
///
/// ``blur(_:sigma:)-(Mask,_)`` is the exact separable Gaussian: radius `⌈3σ⌉`, weights `exp(−i²/2σ²)`
/// (``DeterministicMath/exp(_:)``) normalised to 16.16 fixed point summing exactly to 65536, applied in
/// `Float` in a fixed order (deterministic), results rounded.
/// ``boxBlur(_:sigma:)`` is the SVG/CSS approximation: three box passes per axis of width
/// `d = ⌊σ·3√(2π)/4 + ½⌋` (made odd); its deviation from the exact Gaussian is measured in the tests and
/// documented in docs/renderer.md.
package enum GaussianBlur {
    /// The 16.16 kernel for `sigma` (2·⌈3σ⌉ + 1 taps, summing to 65536); `[65536]` for `sigma` below 1/8 (or
    /// NaN or infinite), where the outer weights round to 0 anyway (they do below σ ≈ 0.206) — and where a
    /// subnormal σ would make 2σ² zero and the centre weight 0/0.
    package static func kernel(sigma: Double) -> [UInt32] {
        guard sigma >= 1.0 / 8, sigma.isFinite else { return [65536] }
        let radius = Int((3 * sigma).rounded(.up))
        var weights: [Double] = []
        var sum = 0.0
        for i in -radius...radius {
            let w = DeterministicMath.exp(-Double(i * i) / (2 * sigma * sigma))
            weights.append(w)
            sum += w
        }
        var kernel = weights.map { UInt32(($0 / sum * 65536).rounded()) }
        let total = kernel.reduce(0, +)
        kernel[radius] = kernel[radius] &+ 65536 &- total
        return kernel
    }

    /// Blurs `mask` in place with the exact Gaussian. Only the box within the kernel radius of the non-zero
    /// values is convolved: everything beyond it is zero before and after.
    package static func blur(_ mask: inout Mask, sigma: Double) {
        let k = kernel(sigma: sigma)
        guard k.count > 1, let box = mask.nonZeroBounds else { return }
        let r = k.count / 2, w = mask.width
        let x0 = max(box.x0 - r, 0), x1 = min(box.x1 + r, w)
        let y0 = max(box.y0 - r, 0), y1 = min(box.y1 + r, mask.height)
        mask.values.withUnsafeMutableBufferPointer { buffer in
            convolve(buffer.baseAddress! + y0 * w + x0, stride: w, width: x1 - x0, height: y1 - y0, kernel: k)
        }
    }

    /// Blurs every channel of `pixmap` (premultiplied, so colours don't bleed from transparent pixels).
    package static func blur(_ pixmap: inout Pixmap, sigma: Double) {
        let k = kernel(sigma: sigma)
        guard k.count > 1, pixmap.width > 0, pixmap.height > 0 else { return }
        let w = pixmap.width, h = pixmap.height, n = w * h
        var plane = [UInt8](repeating: 0, count: n)
        for shift: UInt32 in [0, 8, 16, 24] {
            for i in 0..<n { plane[i] = UInt8(truncatingIfNeeded: pixmap.pixels[i] >> shift) }
            plane.withUnsafeMutableBufferPointer { convolve($0.baseAddress!, stride: w, width: w, height: h, kernel: k) }
            let keep = ~(UInt32(0xFF) << shift)
            for i in 0..<n { pixmap.pixels[i] = (pixmap.pixels[i] & keep) | (UInt32(plane[i]) << shift) }
        }
        // Rounding per channel can leave a colour channel one above alpha; clamp to stay premultiplied.
        for i in 0..<n {
            let p = pixmap.pixels[i], a = p >> 24
            pixmap.pixels[i] = PixelOps.pack(min(p & 0xFF, a), min((p >> 8) & 0xFF, a), min((p >> 16) & 0xFF, a), a)
        }
    }

    private typealias Floats = SIMD4<Float>

    /// Separable convolution of the `w × h` window at `img` (row stride `stride`) with zero padding. The
    /// 16.16 integer weights are applied as exact `Float` values, in strips of 32 columns: eight independent
    /// 4-lane accumulators held in registers, enough to hide the latency of the additions.
    ///
    /// The horizontal pass is exact in any order (every weight times an 8-bit sample, and every partial sum,
    /// is a multiple of 2⁻¹⁶ below 256: at most 24 significant bits), so it adds the two samples of each
    /// symmetric weight pair first. The vertical pass sums its products in a fixed order — taps top to bottom,
    /// separate multiplies and adds, out-of-range rows as exact zero terms — so each pixel gets the same
    /// `Float` operations on every IEEE-754 platform whatever its column. Results are rounded to nearest.
    private static func convolve(_ img: UnsafeMutablePointer<UInt8>, stride: Int, width w: Int, height h: Int,
                                 kernel: [UInt32]) {
        let r = kernel.count / 2, taps = kernel.count, w32 = (w + 31) & ~31, quads = w32 / 4
        let weights = UnsafeMutablePointer<Floats>.allocate(capacity: taps)
        let padded = UnsafeMutablePointer<Float>.allocate(capacity: w32 + 2 * r)
        // `tmp` holds the horizontal result with `r` zero rows above and below.
        let tmp = UnsafeMutablePointer<Floats>.allocate(capacity: (h + 2 * r) * quads)
        defer { weights.deallocate(); padded.deallocate(); tmp.deallocate() }
        for t in 0..<taps { weights[t] = Floats(repeating: Float(kernel[t]) / 65536) }
        padded.initialize(repeating: 0, count: w32 + 2 * r)
        tmp.initialize(repeating: .zero, count: r * quads)
        (tmp + (h + r) * quads).initialize(repeating: .zero, count: r * quads)
        let praw = UnsafeRawPointer(padded)
        for y in 0..<h {
            let row = img + y * stride
            for x in 0..<w { padded[r &+ x] = Float(row[x]) }
            let out = tmp + (y + r) * quads
            var x0 = 0
            while x0 < w32 {
                @inline(__always) func tap(_ t: Int, _ q: Int) -> Floats {
                    praw.loadUnaligned(fromByteOffset: (x0 &+ t &+ 4 &* q) &* 4, as: Floats.self)
                }
                @inline(__always) func pair(_ t: Int, _ u: Int, _ q: Int) -> Floats { tap(t, q) + tap(u, q) }
                let wc = weights[r]
                var a0 = wc * tap(r, 0), a1 = wc * tap(r, 1), a2 = wc * tap(r, 2), a3 = wc * tap(r, 3)
                var a4 = wc * tap(r, 4), a5 = wc * tap(r, 5), a6 = wc * tap(r, 6), a7 = wc * tap(r, 7)
                var t = 0
                while t < r {
                    let wt = weights[t], u = 2 &* r &- t
                    a0 = a0 + wt * pair(t, u, 0); a1 = a1 + wt * pair(t, u, 1)
                    a2 = a2 + wt * pair(t, u, 2); a3 = a3 + wt * pair(t, u, 3)
                    a4 = a4 + wt * pair(t, u, 4); a5 = a5 + wt * pair(t, u, 5)
                    a6 = a6 + wt * pair(t, u, 6); a7 = a7 + wt * pair(t, u, 7)
                    t &+= 1
                }
                let q = out + x0 / 4
                q[0] = a0; q[1] = a1; q[2] = a2; q[3] = a3; q[4] = a4; q[5] = a5; q[6] = a6; q[7] = a7
                x0 &+= 32
            }
        }
        var x0 = 0
        while x0 < w32 {
            var src = tmp + x0 / 4
            for y in 0..<h {
                var a0 = Floats.zero, a1 = Floats.zero, a2 = Floats.zero, a3 = Floats.zero
                var a4 = Floats.zero, a5 = Floats.zero, a6 = Floats.zero, a7 = Floats.zero
                var p = src, t = 0
                while t < taps {
                    let wt = weights[t]
                    a0 = a0 + wt * p[0]; a1 = a1 + wt * p[1]; a2 = a2 + wt * p[2]; a3 = a3 + wt * p[3]
                    a4 = a4 + wt * p[4]; a5 = a5 + wt * p[5]; a6 = a6 + wt * p[6]; a7 = a7 + wt * p[7]
                    p += quads
                    t &+= 1
                }
                let out = img + y * stride + x0
                store(roundedBytes(a0, a1, a2, a3), to: out, limit: w &- x0)
                store(roundedBytes(a4, a5, a6, a7), to: out + 16, limit: w &- x0 &- 16)
                src += quads
            }
            x0 &+= 32
        }
    }

    /// Stores the first `min(limit, 16)` of `bytes` at `out` (nothing when `limit ≤ 0`).
    @inline(__always)
    private static func store(_ bytes: SIMD16<UInt8>, to out: UnsafeMutablePointer<UInt8>, limit: Int) {
        if limit >= 16 {
            UnsafeMutableRawPointer(out).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
        } else {
            for i in 0..<max(limit, 0) { out[i] = bytes[i] }
        }
    }

    /// `UInt8(min(max(acc + ½, 0), 255))` per lane (round to nearest, ties up) with 128-bit-vector operations
    /// only: `v + 2²³ − 2²³` rounds `v = acc + ½` to the nearest integer (ties to even), corrected down by one
    /// where that went above `v`, which is `⌊v⌋`. The clamp never acts: `acc` is a sum of non-negative terms
    /// whose weights add up to exactly 1 over values ≤ 255, so `0 ≤ acc < 255.001` (49 roundings of 2⁻²⁴).
    @inline(__always)
    private static func roundedBytes(_ a0: Floats, _ a1: Floats, _ a2: Floats, _ a3: Floats) -> SIMD16<UInt8> {
        @inline(__always) func floorHalfUp(_ acc: Floats) -> SIMD4<Int32> {
            let v = acc + 0.5, magic = Floats(repeating: 8_388_608)
            let biased = v + magic
            let above = unsafeBitCast(biased - magic .> v, to: SIMD4<Int32>.self)  // −1 where rounded up
            return unsafeBitCast(biased, to: SIMD4<Int32>.self) &- 0x4B00_0000 &+ above
        }
        let n = SIMD16<Int32>(lowHalf: SIMD8(lowHalf: floorHalfUp(a0), highHalf: floorHalfUp(a1)),
                              highHalf: SIMD8(lowHalf: floorHalfUp(a2), highHalf: floorHalfUp(a3)))
        var bytes = SIMD16<UInt8>()
        for i in 0..<16 { bytes[i] = UInt8(truncatingIfNeeded: n[i]) }
        return bytes
    }

    /// The box width used by ``boxBlur(_:sigma:)`` for `sigma` (odd, ≥ 1).
    package static func boxWidth(sigma: Double) -> Int {
        guard sigma > 0, sigma.isFinite else { return 1 }
        // Capped far beyond any bitmap (a width of 2³⁰ px) so a huge σ never reaches an integer conversion.
        return Int(min(sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5, Double(1 << 30)).rounded(.down)) | 1
    }

    /// Blurs `mask` in place with three box passes per axis (sliding sums, integer reciprocal; see
    /// ``BoxFilter``), horizontal passes first. Only the box within `3r` of the non-zero values is filtered:
    /// everything beyond it is zero before and after. The horizontal passes run as vertical passes over a
    /// transposed copy of the non-zero rows, so every pass filters 16 columns per vector step.
    package static func boxBlur(_ mask: inout Mask, sigma: Double) {
        let r = boxWidth(sigma: sigma) / 2
        guard r > 0, let box = mask.nonZeroBounds else { return }
        let filter = BoxFilter(radius: r)
        let w = mask.width, spread = 3 * r
        let x0 = max(box.x0 - spread, 0), x1 = min(box.x1 + spread, w)
        let y0 = max(box.y0 - spread, 0), y1 = min(box.y1 + spread, mask.height)
        let cols = x1 - x0, cols16 = (cols + 15) & ~15
        let inRows = box.y1 - box.y0, inRows16 = (inRows + 15) & ~15, outRows = y1 - y0
        // Planes, with `r` zero guard rows before and after where a pass reads them: `staging`, the non-zero
        // rows (`inRows16 × cols16`); `across`/`across2`, their transpose (`cols16` rows of `inRows16`);
        // `down`/`down2`, the output box with the horizontal result placed at its row offset `top`. Only what
        // no transpose or pass writes is cleared: guard rows and the padding beyond the real rows and columns.
        let stagingSize = inRows16 * cols16
        let acrossSize = (cols16 + 2 * r) * inRows16
        let top = box.y0 - y0, downRows = r + max(outRows + r, top + inRows16)
        let downSize = downRows * cols16
        let total = stagingSize + 2 * acrossSize + 2 * downSize
        let block = UnsafeMutablePointer<UInt8>.allocate(capacity: total)
        defer { block.deallocate() }
        let staging = block, across = staging + stagingSize, across2 = across + acrossSize
        let down = across2 + acrossSize, down2 = down + downSize
        /// Clears rows `from..<to` of a plane of row length `stride`.
        func clear(_ plane: UnsafeMutablePointer<UInt8>, rows from: Int, _ to: Int, stride: Int) {
            if to > from { (plane + from * stride).initialize(repeating: 0, count: (to - from) * stride) }
        }
        clear(across, rows: 0, r, stride: inRows16)
        clear(across, rows: r + cols16, cols16 + 2 * r, stride: inRows16)
        clear(across2, rows: 0, r, stride: inRows16)
        clear(across2, rows: r + cols, cols16 + 2 * r, stride: inRows16)
        clear(down, rows: 0, r + top, stride: cols16)
        clear(down, rows: r + top + inRows16, downRows, stride: cols16)
        clear(down2, rows: 0, r, stride: cols16)
        clear(down2, rows: r + outRows, downRows, stride: cols16)
        clear(staging, rows: inRows, inRows16, stride: cols16)
        mask.values.withUnsafeMutableBufferPointer { buffer in
            let img = buffer.baseAddress!
            for y in 0..<inRows {
                let row = staging + y * cols16
                row.update(from: img + (box.y0 + y) * w + x0, count: cols)
                (row + cols).initialize(repeating: 0, count: cols16 - cols)
            }
            let a = across + r * inRows16, a2 = across2 + r * inRows16
            ByteTranspose.transpose(staging, srcStride: cols16, rows: inRows16, cols: cols16, into: a, dstStride: inRows16)
            filter.pass(a, a2, rows: cols, cols: inRows16)
            filter.pass(a2, a, rows: cols, cols: inRows16)
            filter.pass(a, a2, rows: cols, cols: inRows16)
            let d = down + r * cols16, d2 = down2 + r * cols16
            ByteTranspose.transpose(a2, srcStride: inRows16, rows: cols16, cols: inRows16, into: d + top * cols16,
                                    dstStride: cols16)
            filter.pass(d, d2, rows: outRows, cols: cols16)
            filter.pass(d2, d, rows: outRows, cols: cols16)
            filter.pass(d, d2, rows: outRows, cols: cols16)
            for y in 0..<outRows {
                (img + (y0 + y) * w + x0).update(from: d2 + y * cols16, count: cols)
            }
        }
    }
}
