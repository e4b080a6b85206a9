import Foundation
import FlipbookRaster

extension Mask {
    /// A mask of a size known to be valid (that of an existing surface).
    static func sized(width: Int, height: Int, value: UInt8) -> Mask {
        guard let mask = try? Mask(width: width, height: height, value: value) else {
            preconditionFailure("\(width)×\(height) is the size of an existing surface")
        }
        return mask
    }
}

extension Mask {
    /// Moves the mask right by `dx` and down by `dy` pixels, in place (any finite numbers; the size stays,
    /// values moved past an edge are dropped): whole pixels exactly, the fraction by bilinear weights in
    /// 1/256-pixel steps — so a shadow offset of 3.5 px lands at 3.5, not 4.
    mutating func translate(dx: Double, dy: Double) {
        guard dx.isFinite, dy.isFinite else { return }
        guard abs(dx) < Double(width + 1), abs(dy) < Double(height + 1) else {
            values.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            return
        }
        let x = Int(dx.rounded(.down)), y = Int(dy.rounded(.down))
        let fx = UInt32(((dx - Double(x)) * 256).rounded()), fy = UInt32(((dy - Double(y)) * 256).rounded())
        if x != 0 || y != 0 { shift(x: x, y: y) }
        if fx != 0 || fy != 0 { shiftByFraction(fx: fx, fy: fy) }
    }

    /// Moves the mask by whole pixels in place (overlapping row moves, rows taken in the order that reads each
    /// source row before it is overwritten); what is uncovered becomes 0.
    private mutating func shift(x: Int, y: Int) {
        let width = width, height = height
        let columns = max(0, x)..<min(width, width + x)
        values.withUnsafeMutableBufferPointer { v in
            let base = v.baseAddress!
            func move(row: Int) {
                let target = base + row * width, source = row - y
                guard (0..<height).contains(source), !columns.isEmpty else {
                    target.update(repeating: 0, count: width)
                    return
                }
                (target + columns.lowerBound).update(from: base + source * width + columns.lowerBound - x,
                                                     count: columns.count)
                target.update(repeating: 0, count: columns.lowerBound)
                (target + columns.upperBound).update(repeating: 0, count: width - columns.upperBound)
            }
            if y > 0 {
                for row in stride(from: height - 1, through: 0, by: -1) { move(row: row) }
            } else {
                for row in 0..<height { move(row: row) }
            }
        }
    }

    /// Moves the mask right by `fx` / 256 and down by `fy` / 256 of a pixel: each value becomes the bilinear
    /// mix of itself and its neighbours to the left, above and above-left (outside the mask: 0). Rows are
    /// processed bottom-up and columns right to left, so every neighbour is read before it is overwritten.
    private mutating func shiftByFraction(fx: UInt32, fy: UInt32) {
        let w00 = (256 - fx) * (256 - fy), w10 = fx * (256 - fy), w01 = (256 - fx) * fy, w11 = fx * fy
        let width = width
        values.withUnsafeMutableBufferPointer { v in
            for row in stride(from: height - 1, through: 0, by: -1) {
                let here = row * width, above = here - width
                for column in stride(from: width - 1, through: 0, by: -1) {
                    let left = column > 0, up = row > 0
                    var sum = UInt32(v[here + column]) &* w00
                    if left { sum &+= UInt32(v[here + column - 1]) &* w10 }
                    if up { sum &+= UInt32(v[above + column]) &* w01 }
                    if left && up { sum &+= UInt32(v[above + column - 1]) &* w11 }
                    v[here + column] = UInt8(truncatingIfNeeded: (sum &+ 32768) >> 16)
                }
            }
        }
    }
}

extension Pixmap {
    /// Multiplies every pixel by the alpha of the matching pixel of `mask` (same size): the layer `mask`.
    mutating func multiplyByAlpha(of mask: Pixmap) {
        guard mask.width == width, mask.height == height else { return }
        pixels.withUnsafeMutableBufferPointer { target in
            mask.pixels.withUnsafeBufferPointer { source in
                for i in 0..<target.count { target[i] = PixelOps.scale(target[i], source[i] >> 24) }
            }
        }
    }
}

extension Pixmap {
    /// The pixels inside `box` (which lies within the pixmap).
    func cropped(to box: PixelBox) -> Pixmap {
        var result = Pixmap.sized(width: box.width, height: box.height)
        pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
                for row in 0..<box.height {
                    let from = source.baseAddress! + (box.y0 + row) * width + box.x0
                    (target.baseAddress! + row * box.width).update(from: from, count: box.width)
                }
            }
        }
        return result
    }
}

extension Pixmap {
    /// Multiplies every pixel's colour by `(red, green, blue)` and its alpha by `alpha` (each clamped to 0…1 and
    /// quantised to 8 bits): the tint of a ``LayerInstance``. Premultiplied channels are scaled by their own
    /// factor times the alpha factor.
    mutating func multiplyColors(by multiplier: (red: Double, green: Double, blue: Double, alpha: Double)) {
        func level(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let alpha = level(multiplier.alpha)
        func factor(_ v: Double) -> UInt32 { UInt32((level(v) * alpha * 255).rounded()) }
        let r = factor(multiplier.red), g = factor(multiplier.green), b = factor(multiplier.blue), a = factor(1)
        pixels.withUnsafeMutableBufferPointer { target in
            for i in 0..<target.count where target[i] != 0 {
                let p = target[i]
                target[i] = PixelOps.pack(PixelOps.div255((p & 0xFF) &* r), PixelOps.div255(((p >> 8) & 0xFF) &* g),
                                          PixelOps.div255(((p >> 16) & 0xFF) &* b), PixelOps.div255((p >> 24) &* a))
            }
        }
    }
}
