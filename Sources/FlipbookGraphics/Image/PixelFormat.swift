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

    /// How a pixel of a premultiplied or skipped-alpha layout, read as a little-endian `UInt32`, maps to a
    /// renderer pixel (`r | g << 8 | b << 16 | a << 24`).
    private enum Swizzle {
        /// RGBA in memory: the same bits.
        case identity
        /// ABGR in memory: reversed bytes.
        case byteSwap
        /// ARGB in memory: rotated by one byte.
        case rotate
        /// BGRA in memory: red and blue exchanged.
        case swapRedBlue

        @inline(__always) func toRenderer(_ p: UInt32) -> UInt32 {
            switch self {
            case .identity: p
            case .byteSwap: p.byteSwapped
            case .rotate: (p >> 8) | (p << 24)
            case .swapRedBlue: (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
            }
        }

        @inline(__always) func fromRenderer(_ p: UInt32) -> UInt32 {
            switch self {
            case .identity: p
            case .byteSwap: p.byteSwapped
            case .rotate: (p << 8) | (p >> 24)
            case .swapRedBlue: (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
            }
        }
    }

    private var swizzle: Swizzle {
        let alphaFirst = alphaInfo == .premultipliedFirst || alphaInfo == .first || alphaInfo == .noneSkipFirst
        switch (alphaFirst, littleEndian) {
        case (false, false): return .identity
        case (false, true): return .byteSwap
        case (true, false): return .rotate
        case (true, true): return .swapRedBlue
        }
    }

    /// Converts `count` pixels in this layout at `source` to renderer pixels (premultiplied, packed
    /// `r | g << 8 | b << 16 | a << 24`). Skipped alpha bytes read as 255.
    func load(_ source: UnsafeRawPointer, into destination: UnsafeMutablePointer<UInt32>, count: Int) {
        if isRendererFormat {
            UnsafeMutableRawPointer(destination).copyMemory(from: source, byteCount: count * 4)
        } else if isPremultiplied || isOpaque {
            let swizzle = self.swizzle
            let alpha: UInt32 = isOpaque ? 0xFF00_0000 : 0
            for i in 0..<count {
                destination[i] = swizzle.toRenderer(source.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)) | alpha
            }
        } else {
            let o = offsets
            let bytes = source.assumingMemoryBound(to: UInt8.self)
            for i in 0..<count {
                let pixel = bytes + i * 4
                let alpha = pixel[o.alpha]
                let r = PixelFormat.premultiply(pixel[o.red], alpha)
                let g = PixelFormat.premultiply(pixel[o.green], alpha)
                let b = PixelFormat.premultiply(pixel[o.blue], alpha)
                destination[i] = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(alpha) << 24
            }
        }
    }

    /// Writes `count` renderer pixels to `destination` in this layout. Skipped alpha bytes are written as
    /// 255; straight-alpha layouts divide by alpha with rounding.
    func store(_ source: UnsafePointer<UInt32>, into destination: UnsafeMutableRawPointer, count: Int) {
        if isRendererFormat {
            destination.copyMemory(from: source, byteCount: count * 4)
        } else if isPremultiplied || isOpaque {
            let swizzle = self.swizzle
            let alpha: UInt32 = isOpaque ? 0xFF00_0000 : 0
            for i in 0..<count {
                destination.storeBytes(of: swizzle.fromRenderer(source[i] | alpha), toByteOffset: i * 4, as: UInt32.self)
            }
        } else {
            // Straight alpha has the byte order of the premultiplied layout with the same alpha position, so each
            // pixel is divided in the renderer's order and stored as one word through that layout's swizzle.
            // Opaque and transparent pixels need no division (and most frame pixels are one or the other): in RGBA,
            // runs of eight all opaque or all transparent are copied as they are.
            let swizzle = self.swizzle
            var i = 0
            while i < count {
                if swizzle == .identity, i + 8 <= count {
                    var every: UInt32 = .max, some: UInt32 = 0
                    for k in i..<i + 8 {
                        every &= source[k]
                        some |= source[k]
                    }
                    if every >= 0xFF00_0000 || some == 0 {
                        (destination + i * 4).copyMemory(from: source + i, byteCount: 32)
                        i += 8
                        continue
                    }
                }
                let value = source[i]
                let alpha = value >> 24
                let straight = alpha == 255 || value == 0 ? value : PixelFormat.unpremultiplied(value, alpha: UInt8(alpha))
                destination.storeBytes(of: swizzle.fromRenderer(straight), toByteOffset: i * 4, as: UInt32.self)
                i += 1
            }
        }
    }

    /// `round(c · a / 255)`.
    static func premultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let product = Int(c) * Int(a) + 128
        return UInt8((product + (product >> 8)) >> 8)
    }

    /// The renderer pixel `value` (alpha `alpha`) with its colour divided by alpha, in the renderer's order.
    @inline(__always) private static func unpremultiplied(_ value: UInt32, alpha: UInt8) -> UInt32 {
        UInt32(unpremultiply(UInt8(truncatingIfNeeded: value), alpha))
            | UInt32(unpremultiply(UInt8(truncatingIfNeeded: value >> 8), alpha)) << 8
            | UInt32(unpremultiply(UInt8(truncatingIfNeeded: value >> 16), alpha)) << 16
            | UInt32(alpha) << 24
    }

    /// `round(c · 255 / a)`, clamped to 255; 0 when `a` is 0.
    static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        guard a != 0 else { return 0 }
        return UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
    }
}
