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
        intersect(other, atX: 0, y: 0)
    }

    /// Multiplies every value by the value of `other` at (`x`, `y`) from it (`other`'s pixel (`x`, `y`) meets this
    /// mask's (0, 0)); values of `other` outside it count as 0: the intersection with a clip that covers a larger
    /// area.
    package mutating func intersect(_ other: Mask, atX x: Int, y: Int) {
        let width = width, height = height
        let columns = max(0, min(width, other.width - x) - max(0, -x))
        let first = max(0, -x)
        values.withUnsafeMutableBufferPointer { dst in
            other.values.withUnsafeBufferPointer { src in
                for row in 0..<height {
                    let start = row * width
                    let sourceRow = y + row
                    guard sourceRow >= 0, sourceRow < other.height, columns > 0 else {
                        dst[start..<(start + width)].update(repeating: 0)
                        continue
                    }
                    dst[start..<(start + first)].update(repeating: 0)
                    let source = sourceRow * other.width + x
                    for column in first..<(first + columns) {
                        dst[start + column] = UInt8(truncatingIfNeeded: PixelOps.div255(
                            UInt32(dst[start + column]) &* UInt32(src[source + column])))
                    }
                    dst[(start + first + columns)..<(start + width)].update(repeating: 0)
                }
            }
        }
    }

    /// The smallest box of rows/columns holding a non-zero value, as `(x0, y0, x1, y1)` (exclusive ends), or
    /// `nil` when the mask is entirely zero. Rows are OR-ed 16 bytes at a time into a column summary.
    package var nonZeroBounds: (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let w = width, h = height
        guard w > 0, h > 0 else { return nil }
        var columns = [UInt8](repeating: 0, count: w)
        var y0 = h, y1 = 0
        values.withUnsafeBufferPointer { buffer in
            columns.withUnsafeMutableBufferPointer { colBuffer in
                let col = colBuffer.baseAddress!, craw = UnsafeMutableRawPointer(col)
                for y in 0..<h {
                    let row = buffer.baseAddress! + y * w, rraw = UnsafeRawPointer(row)
                    var any = SIMD16<UInt8>(repeating: 0)
                    var x = 0
                    while x + 16 <= w {
                        let v = rraw.loadUnaligned(fromByteOffset: x, as: SIMD16<UInt8>.self)
                        any |= v
                        craw.storeBytes(of: craw.loadUnaligned(fromByteOffset: x, as: SIMD16<UInt8>.self) | v,
                                        toByteOffset: x, as: SIMD16<UInt8>.self)
                        x += 16
                    }
                    var tail: UInt8 = 0
                    while x < w { tail |= row[x]; col[x] |= row[x]; x += 1 }
                    if tail != 0 || any != SIMD16<UInt8>(repeating: 0) {
                        y0 = min(y0, y); y1 = y + 1
                    }
                }
            }
        }
        guard let x0 = columns.firstIndex(where: { $0 != 0 }), let last = columns.lastIndex(where: { $0 != 0 })
        else { return nil }
        return (x0, y0, last + 1, y1)
    }
}
