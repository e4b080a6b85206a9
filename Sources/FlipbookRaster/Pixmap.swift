/// A premultiplied RGBA8 raster, top row first, rows packed (`bytesPerRow = width × 4`).
/// Each pixel is a `UInt32` laid out as described in ``PixelOps`` (memory bytes R, G, B, A).
package struct Pixmap: Sendable, Equatable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// The pixels, row after row (`pixels[y * width + x]`).
    package var pixels: [UInt32]

    /// Bytes per row (`width × 4`).
    package var bytesPerRow: Int { width * 4 }

    /// Creates a raster filled with one premultiplied pixel (transparent black by default).
    package init(width: Int, height: Int, fill: UInt32 = 0) throws(RasterError) {
        guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false,
              (width * height).multipliedReportingOverflow(by: 4).overflow == false
        else { throw RasterError.invalidSize(width: width, height: height) }
        self.width = width
        self.height = height
        pixels = Array(repeating: fill, count: width * height)
    }

    /// Creates a raster from premultiplied RGBA8 bytes (R, G, B, A per pixel, rows packed, top row first).
    package init(width: Int, height: Int, premultipliedBytes bytes: [UInt8]) throws(RasterError) {
        try self.init(width: width, height: height)
        guard bytes.count == width * height * 4 else {
            throw RasterError.byteCountMismatch(expected: width * height * 4, actual: bytes.count)
        }
        for i in 0..<(width * height) {
            pixels[i] = PixelOps.pack(UInt32(bytes[4 * i]), UInt32(bytes[4 * i + 1]),
                                      UInt32(bytes[4 * i + 2]), UInt32(bytes[4 * i + 3]))
        }
    }

    /// The premultiplied RGBA8 bytes (R, G, B, A per pixel, rows packed, top row first).
    package var premultipliedBytes: [UInt8] {
        var out = [UInt8](repeating: 0, count: pixels.count * 4)
        for (i, p) in pixels.enumerated() {
            out[4 * i] = UInt8(truncatingIfNeeded: p)
            out[4 * i + 1] = UInt8(truncatingIfNeeded: p >> 8)
            out[4 * i + 2] = UInt8(truncatingIfNeeded: p >> 16)
            out[4 * i + 3] = UInt8(truncatingIfNeeded: p >> 24)
        }
        return out
    }

    /// The pixel at `(x, y)`, or transparent black outside the raster.
    package func pixel(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y * width + x]
    }

    /// The channels `(r, g, b, a)` of the pixel at `(x, y)`.
    package func components(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let p = pixel(x: x, y: y)
        return (UInt8(truncatingIfNeeded: p), UInt8(truncatingIfNeeded: p >> 8),
                UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 24))
    }

    /// Sets every pixel to `value`.
    package mutating func fill(_ value: UInt32) {
        pixels.withUnsafeMutableBufferPointer { $0.update(repeating: value) }
    }

    /// 64-bit FNV-1a hash of the bytes (R, G, B, A per pixel): the benchmark's output fingerprint.
    package var fnv1a: UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for p in pixels {
            for shift: UInt32 in [0, 8, 16, 24] {
                h ^= UInt64((p >> shift) & 0xFF)
                h = h &* 0x0000_0100_0000_01B3
            }
        }
        return h
    }
}
