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

    /// Converts `count` pixels in this layout at `source` to renderer pixels (premultiplied, packed
    /// `r | g << 8 | b << 16 | a << 24`). Skipped alpha bytes read as 255.
    func load(_ source: UnsafeRawPointer, into destination: UnsafeMutablePointer<UInt32>, count: Int) {
        if isRendererFormat {
            destination.withMemoryRebound(to: UInt8.self, capacity: count * 4) {
                $0.update(from: source.assumingMemoryBound(to: UInt8.self), count: count * 4)
            }
            return
        }
        let o = offsets
        let bytes = source.assumingMemoryBound(to: UInt8.self)
        for i in 0..<count {
            let pixel = bytes + i * 4
            let alpha = isOpaque ? 255 : pixel[o.alpha]
            var (r, g, b) = (pixel[o.red], pixel[o.green], pixel[o.blue])
            if !isPremultiplied && !isOpaque {
                (r, g, b) = (PixelFormat.premultiply(r, alpha), PixelFormat.premultiply(g, alpha),
                             PixelFormat.premultiply(b, alpha))
            }
            destination[i] = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(alpha) << 24
        }
    }

    /// Writes `count` renderer pixels to `destination` in this layout. Skipped alpha bytes are written as
    /// 255; straight-alpha layouts divide by alpha with rounding.
    func store(_ source: UnsafePointer<UInt32>, into destination: UnsafeMutableRawPointer, count: Int) {
        if isRendererFormat {
            source.withMemoryRebound(to: UInt8.self, capacity: count * 4) {
                destination.assumingMemoryBound(to: UInt8.self).update(from: $0, count: count * 4)
            }
            return
        }
        let o = offsets
        let bytes = destination.assumingMemoryBound(to: UInt8.self)
        for i in 0..<count {
            let value = source[i]
            let alpha = UInt8(truncatingIfNeeded: value >> 24)
            var (r, g, b) = (UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8),
                             UInt8(truncatingIfNeeded: value >> 16))
            if !isPremultiplied && !isOpaque {
                (r, g, b) = (PixelFormat.unpremultiply(r, alpha), PixelFormat.unpremultiply(g, alpha),
                             PixelFormat.unpremultiply(b, alpha))
            }
            let pixel = bytes + i * 4
            pixel[o.red] = r
            pixel[o.green] = g
            pixel[o.blue] = b
            pixel[o.alpha] = isOpaque ? 255 : alpha
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
