import FlipbookImageIO
import FlipbookRaster

extension Pixmap {
    /// The pixels with straight alpha (colour divided by alpha, rounded), as the golden harness stores them.
    package var rgbaImage: RGBAImage {
        let bytes = [UInt8](unsafeUninitializedCapacity: pixels.count * 4) { out, initialized in
            pixels.withUnsafeBufferPointer { source in
                for i in 0..<source.count {
                    let p = source[i], a = p >> 24
                    if a == 255 || a == 0 {
                        // Opaque pixels are stored as they are; transparent ones are all zero.
                        out[4 * i] = UInt8(truncatingIfNeeded: p)
                        out[4 * i + 1] = UInt8(truncatingIfNeeded: p >> 8)
                        out[4 * i + 2] = UInt8(truncatingIfNeeded: p >> 16)
                        out[4 * i + 3] = UInt8(truncatingIfNeeded: a)
                        continue
                    }
                    func channel(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
                    out[4 * i] = channel(p & 0xFF)
                    out[4 * i + 1] = channel((p >> 8) & 0xFF)
                    out[4 * i + 2] = channel((p >> 16) & 0xFF)
                    out[4 * i + 3] = UInt8(a)
                }
            }
            initialized = pixels.count * 4
        }
        guard let image = try? RGBAImage(width: width, height: height, pixels: bytes) else {
            preconditionFailure("a \(width)×\(height) pixmap has width × height × 4 bytes")
        }
        return image
    }
}
