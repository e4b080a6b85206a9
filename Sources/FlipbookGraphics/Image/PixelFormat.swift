import Foundation

/// A supported 32-bit, 8-bit-per-component pixel layout, decoded from a bitmap info value, with the
/// conversions to and from premultiplied RGBA (the renderer's format).
struct PixelFormat: Equatable, Sendable {
    let alphaInfo: CGImageAlphaInfo
    let littleEndian: Bool

    /// The layout of `bitmapInfo`, or `nil` for layouts Flipbook does not support (float components,
    /// 16-bit byte orders, 24-bit RGB, alpha-only).
    init?(bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue),
              bitmapInfo & ~(CGBitmapInfo.alphaInfoMask.rawValue | CGBitmapInfo.byteOrderMask.rawValue) == 0
        else { return nil }
        switch info.intersection(.byteOrderMask) {
        case .byteOrderDefault, .byteOrder32Big: littleEndian = false
        case .byteOrder32Little: littleEndian = true
        default: return nil
        }
        alphaInfo = alpha
    }

    init(alphaInfo: CGImageAlphaInfo, littleEndian: Bool = false) {
        self.alphaInfo = alphaInfo
        self.littleEndian = littleEndian
    }

    var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: alphaInfo.rawValue | (littleEndian ? CGBitmapInfo.byteOrder32Little.rawValue : 0))
    }

    var isPremultiplied: Bool { alphaInfo == .premultipliedLast || alphaInfo == .premultipliedFirst }
    var isOpaque: Bool { alphaInfo == .noneSkipLast || alphaInfo == .noneSkipFirst }

    /// Memory offsets of red, green, blue and alpha within a pixel.
    var offsets: (red: Int, green: Int, blue: Int, alpha: Int) {
        let alphaFirst = alphaInfo == .premultipliedFirst || alphaInfo == .first || alphaInfo == .noneSkipFirst
        let bigEndian = alphaFirst ? (1, 2, 3, 0) : (0, 1, 2, 3)
        guard littleEndian else { return bigEndian }
        return (3 - bigEndian.0, 3 - bigEndian.1, 3 - bigEndian.2, 3 - bigEndian.3)
    }

    /// Whether the layout is premultiplied RGBA in memory, the renderer's own format.
    var isRendererFormat: Bool { alphaInfo == .premultipliedLast && !littleEndian }

    /// Converts `height` rows of `width` pixels in this layout (rows `bytesPerRow` apart) to tightly
    /// packed premultiplied RGBA.
    func premultipliedRGBA(from source: UnsafeRawBufferPointer, width: Int, height: Int,
                           bytesPerRow: Int) -> [UInt8] {
        let o = offsets
        var result = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let s = y * bytesPerRow + x * 4
                let d = (y * width + x) * 4
                let alpha = isOpaque ? 255 : source[s + o.alpha]
                var rgb = (source[s + o.red], source[s + o.green], source[s + o.blue])
                if !isPremultiplied && !isOpaque {
                    rgb = (PixelFormat.premultiply(rgb.0, alpha), PixelFormat.premultiply(rgb.1, alpha),
                           PixelFormat.premultiply(rgb.2, alpha))
                }
                result[d] = rgb.0
                result[d + 1] = rgb.1
                result[d + 2] = rgb.2
                result[d + 3] = alpha
            }
        }
        return result
    }

    /// Writes tightly packed premultiplied RGBA into `destination` in this layout (rows `bytesPerRow`
    /// apart). Skipped alpha bytes are written as 255.
    func store(premultipliedRGBA source: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutableRawBufferPointer,
               width: Int, height: Int, bytesPerRow: Int) {
        let o = offsets
        for y in 0..<height {
            for x in 0..<width {
                let s = (y * width + x) * 4
                let d = y * bytesPerRow + x * 4
                let alpha = source[s + 3]
                var rgb = (source[s], source[s + 1], source[s + 2])
                if !isPremultiplied && !isOpaque {
                    rgb = (PixelFormat.unpremultiply(rgb.0, alpha), PixelFormat.unpremultiply(rgb.1, alpha),
                           PixelFormat.unpremultiply(rgb.2, alpha))
                }
                destination[d + o.red] = rgb.0
                destination[d + o.green] = rgb.1
                destination[d + o.blue] = rgb.2
                destination[d + o.alpha] = isOpaque ? 255 : alpha
            }
        }
    }

    /// `round(c · a / 255)`.
    static func premultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let product = Int(c) * Int(a) + 128
        return UInt8((product + (product >> 8)) >> 8)
    }

    /// `round(c · 255 / a)`, clamped to 255; 0 when `a` is 0.
    static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        guard a != 0 else { return 0 }
        return UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
    }
}
