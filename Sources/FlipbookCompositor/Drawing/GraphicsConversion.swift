import Foundation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookRaster

extension CGColor {
    /// The colour for the raster engine (gray colours replicated into red, green and blue).
    var rasterColor: RasterColor {
        let values = components ?? [0, 0]
        if values.count == 2 { return RasterColor(red: values[0], green: values[0], blue: values[0], alpha: values[1]) }
        guard values.count == 4 else { return .clear }
        return RasterColor(red: values[0], green: values[1], blue: values[2], alpha: values[3])
    }
}

extension CGPath {
    /// The path for the raster engine.
    var rasterPath: RasterPath {
        var path = RasterPath()
        applyWithBlock { element in
            let p = element.pointee.points
            func v(_ i: Int) -> Vec2 { Vec2(Double(p[i].x), Double(p[i].y)) }
            switch element.pointee.type {
            case .moveToPoint: path.move(to: v(0))
            case .addLineToPoint: path.line(to: v(0))
            case .addQuadCurveToPoint: path.quad(control: v(0), to: v(1))
            case .addCurveToPoint: path.cubic(control1: v(0), control2: v(1), to: v(2))
            case .closeSubpath: path.close()
            }
        }
        return path
    }
}

extension Pixmap {
    /// The pixels of `image`, premultiplied (exact for images made by a context: dividing by alpha and
    /// multiplying again with rounding returns the original values).
    init(_ image: CGImage) {
        let rgba = image.rgbaImage
        let count = rgba.width * rgba.height
        var pixmap = Pixmap.sized(width: rgba.width, height: rgba.height)
        rgba.pixels.withUnsafeBufferPointer { source in
            pixmap.pixels.withUnsafeMutableBufferPointer { destination in
                for i in 0..<count {
                    let a = UInt32(source[4 * i + 3])
                    destination[i] = PixelOps.pack(PixelOps.div255(UInt32(source[4 * i]) * a),
                                                   PixelOps.div255(UInt32(source[4 * i + 1]) * a),
                                                   PixelOps.div255(UInt32(source[4 * i + 2]) * a), a)
                }
            }
        }
        self = pixmap
    }

    /// A transparent pixmap of a size known to be valid (non-negative and bounded by the compositor).
    static func sized(width: Int, height: Int) -> Pixmap {
        guard let pixmap = try? Pixmap(width: max(width, 0), height: max(height, 0)) else {
            preconditionFailure("compositor surfaces are bounded; \(width)×\(height) is not a valid size")
        }
        return pixmap
    }

    /// The pixels with straight alpha (colour divided by alpha, rounded), as the golden harness stores them.
    var rgbaImage: RGBAImage {
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
