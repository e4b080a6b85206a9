/// Gaussian blur of masks and pixmaps, deterministic, with zero (transparent) outside.
///
/// ``blur(_:sigma:)-(Mask,_)`` is the exact separable Gaussian: radius `⌈3σ⌉`, weights `exp(−i²/2σ²)`
/// (``DeterministicMath/exp(_:)``) normalised to 16.16 fixed point summing exactly to 65536, applied in
/// `Float` in a fixed order (deterministic), results rounded.
/// ``boxBlur(_:sigma:)`` is the SVG/CSS approximation: three box passes per axis of width
/// `d = ⌊σ·3√(2π)/4 + ½⌋` (made odd); its deviation from the exact Gaussian is measured in the tests and
/// documented in docs/renderer.md.
package enum GaussianBlur {
    /// The 16.16 kernel for `sigma` (2·⌈3σ⌉ + 1 taps, summing to 65536); `[65536]` for `sigma ≤ 0`.
    package static func kernel(sigma: Double) -> [UInt32] {
        guard sigma > 0, sigma.isFinite else { return [65536] }
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

    /// Blurs `mask` in place with the exact Gaussian.
    package static func blur(_ mask: inout Mask, sigma: Double) {
        let k = kernel(sigma: sigma)
        guard k.count > 1, mask.width > 0, mask.height > 0 else { return }
        let w = mask.width, h = mask.height
        mask.values.withUnsafeMutableBufferPointer { buffer in
            convolve(buffer.baseAddress!, width: w, height: h, kernel: k)
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
            plane.withUnsafeMutableBufferPointer { convolve($0.baseAddress!, width: w, height: h, kernel: k) }
            let keep = ~(UInt32(0xFF) << shift)
            for i in 0..<n { pixmap.pixels[i] = (pixmap.pixels[i] & keep) | (UInt32(plane[i]) << shift) }
        }
        // Rounding per channel can leave a colour channel one above alpha; clamp to stay premultiplied.
        for i in 0..<n {
            let p = pixmap.pixels[i], a = p >> 24
            pixmap.pixels[i] = PixelOps.pack(min(p & 0xFF, a), min((p >> 8) & 0xFF, a), min((p >> 16) & 0xFF, a), a)
        }
    }

    /// Separable convolution with zero padding. The 16.16 integer weights are applied as exact `Float` values
    /// (every weight and every 8-bit sample is exactly representable) and summed per pixel in a fixed order
    /// with separate multiplies and adds, so the result is the same on every IEEE-754 platform; independent
    /// pixels vectorise. Results are rounded to nearest.
    private static func convolve(_ img: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, kernel: [UInt32]) {
        let r = kernel.count / 2
        let weights = kernel.map { Float($0) / 65536 }
        let padded = UnsafeMutablePointer<Float>.allocate(capacity: w + 2 * r)
        let acc = UnsafeMutablePointer<Float>.allocate(capacity: w)
        let tmp = UnsafeMutablePointer<Float>.allocate(capacity: w * h)
        defer { padded.deallocate(); acc.deallocate(); tmp.deallocate() }
        weights.withUnsafeBufferPointer { kb in
            let kp = kb.baseAddress!
            padded.initialize(repeating: 0, count: w + 2 * r)
            for y in 0..<h {
                let row = img + y * w
                for x in 0..<w { padded[r &+ x] = Float(row[x]) }
                acc.update(repeating: 0, count: w)
                for t in 0...(2 * r) {
                    let wk = kp[t], src = padded + t
                    for x in 0..<w { acc[x] = acc[x] + wk * src[x] }
                }
                (tmp + y * w).update(from: acc, count: w)
            }
            for y in 0..<h {
                acc.update(repeating: 0, count: w)
                for t in -r...r {
                    let yy = y + t
                    guard yy >= 0, yy < h else { continue }
                    let wk = kp[t + r], src = tmp + yy * w
                    for x in 0..<w { acc[x] = acc[x] + wk * src[x] }
                }
                let out = img + y * w
                for x in 0..<w { out[x] = UInt8(min(max(acc[x] + 0.5, 0), 255)) }
            }
        }
    }

    /// The box width used by ``boxBlur(_:sigma:)`` for `sigma` (odd, ≥ 1).
    package static func boxWidth(sigma: Double) -> Int {
        guard sigma > 0, sigma.isFinite else { return 1 }
        return Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)) | 1
    }

    /// Blurs `mask` in place with three box passes per axis (sliding sums, integer reciprocal). The horizontal
    /// passes run as vertical passes over a transposed copy, so every pass works on whole rows at once.
    package static func boxBlur(_ mask: inout Mask, sigma: Double) {
        let d = boxWidth(sigma: sigma), r = d / 2
        guard r > 0, mask.width > 0, mask.height > 0 else { return }
        let w = mask.width, h = mask.height
        let inv = UInt32((1 << 24) / d)
        let a = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h)
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: max(w, h))
        defer { a.deallocate(); b.deallocate(); sums.deallocate() }
        /// One vertical box pass over a `cols × rows` image.
        func vertical(_ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ cols: Int, _ rows: Int) {
            sums.initialize(repeating: 0, count: cols)
            for y in 0..<min(r, rows) { let s = src + y * cols; for x in 0..<cols { sums[x] &+= UInt32(s[x]) } }
            for y in 0..<rows {
                if y + r < rows { let s = src + (y + r) * cols; for x in 0..<cols { sums[x] &+= UInt32(s[x]) } }
                let o = dst + y * cols
                for x in 0..<cols { o[x] = UInt8(truncatingIfNeeded: (sums[x] &* inv &+ (1 << 23)) >> 24) }
                if y - r >= 0 { let s = src + (y - r) * cols; for x in 0..<cols { sums[x] &-= UInt32(s[x]) } }
            }
        }
        func transpose(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ cols: Int, _ rows: Int) {
            let tile = 16
            for y0 in stride(from: 0, to: rows, by: tile) {
                for x0 in stride(from: 0, to: cols, by: tile) {
                    for y in y0..<min(y0 + tile, rows) {
                        for x in x0..<min(x0 + tile, cols) { dst[x * rows + y] = src[y * cols + x] }
                    }
                }
            }
        }
        mask.values.withUnsafeMutableBufferPointer { buffer in
            let img = buffer.baseAddress!
            transpose(img, a, w, h)          // a: h columns × w rows
            vertical(a, b, h, w); vertical(b, a, h, w); vertical(a, b, h, w)
            transpose(b, a, h, w)            // back to w × h
            vertical(a, b, w, h); vertical(b, a, w, h); vertical(a, img, w, h)
        }
    }
}
