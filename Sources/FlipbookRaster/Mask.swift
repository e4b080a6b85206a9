/// An 8-bit coverage (alpha) raster: clip masks, shadow masks, blurred coverage. Top row first.
package struct Mask: Sendable, Equatable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Coverage values (0 = outside, 255 = fully inside), `values[y * width + x]`.
    package var values: [UInt8]

    /// Creates a mask filled with `value` (255: everything visible, the neutral clip).
    package init(width: Int, height: Int, value: UInt8 = 255) throws(RasterError) {
        guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false
        else { throw RasterError.invalidSize(width: width, height: height) }
        self.width = width
        self.height = height
        values = Array(repeating: value, count: width * height)
    }

    /// The alpha channel of a pixmap.
    package init(alphaOf pixmap: Pixmap) {
        width = pixmap.width
        height = pixmap.height
        values = pixmap.pixels.map { UInt8(truncatingIfNeeded: $0 >> 24) }
    }

    /// The value at `(x, y)`, 0 outside.
    package func value(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return values[y * width + x]
    }

    /// Multiplies every value by the matching value of `other` (same size): the anti-aliased intersection.
    package mutating func intersect(_ other: Mask) {
        guard other.width == width, other.height == height else { return }
        values.withUnsafeMutableBufferPointer { dst in
            other.values.withUnsafeBufferPointer { src in
                for i in 0..<dst.count {
                    dst[i] = UInt8(truncatingIfNeeded: PixelOps.div255(UInt32(dst[i]) &* UInt32(src[i])))
                }
            }
        }
    }

    /// The smallest box of rows/columns holding a non-zero value, as `(x0, y0, x1, y1)` (exclusive ends), or
    /// `nil` when the mask is entirely zero.
    package var nonZeroBounds: (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        for y in 0..<height {
            let row = y * width
            var first = -1, last = -1
            for x in 0..<width where values[row + x] != 0 {
                if first < 0 { first = x }
                last = x
            }
            if first >= 0 {
                x0 = min(x0, first); x1 = max(x1, last + 1)
                y0 = min(y0, y); y1 = y + 1
            }
        }
        return x0 < x1 ? (x0, y0, x1, y1) : nil
    }
}
