import Foundation
import FlipbookRaster

/// An immutable bitmap image: 8 bits per component, 4 components per pixel, row 0 at the top.
///
/// Images come from ``CGContext/makeImage()``, from ``cropping(to:)``, and — Flipbook additions — from PNG
/// data or files through FlipbookImageIO (``init(pngData:)``, ``init(contentsOfPNGFile:)``) or from an
/// `RGBAImage` (``init(_:)``). PNG images keep straight alpha (``CGImageAlphaInfo/last``), as Apple's
/// ImageIO delivers them, so their pixels round-trip unchanged.
public final class CGImage: Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The number of bytes from one row to the next.
    public let bytesPerRow: Int
    /// The colour space of the image (device RGB for context images, sRGB for PNG images).
    public let colorSpace: CGColorSpace?

    let format: PixelFormat
    /// The pixels in ``format``'s layout when they are not the pixmap's own bytes; `nil` for the renderer's
    /// layout (premultiplied RGBA in the default byte order, rows packed), so that such an image keeps one copy
    /// of its pixels.
    private let formatBytes: [UInt8]?
    /// The pixels in ``format``'s layout, `bytesPerRow` bytes per row.
    var storedBytes: [UInt8] { formatBytes ?? pixmap.premultipliedBytes }
    /// The pixels in the raster engine's format (premultiplied RGBA).
    package let pixmap: Pixmap

    /// An image of `pixmap`'s pixels whose bytes in `format`'s layout are `storedBytes`; `nil` bytes mean the
    /// pixmap's own, which requires the renderer's layout with packed rows (see `holdsPixmapBytes`).
    init(width: Int, height: Int, bytesPerRow: Int, format: PixelFormat, colorSpace: CGColorSpace?,
         storedBytes: [UInt8]?, pixmap: Pixmap) {
        let packedRendererLayout = Self.holdsPixmapBytes(format: format, width: width, bytesPerRow: bytesPerRow)
        precondition(storedBytes != nil || packedRendererLayout, "only the renderer's layout has the pixmap's bytes")
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.format = format
        self.colorSpace = colorSpace
        formatBytes = packedRendererLayout ? nil : storedBytes
        self.pixmap = pixmap
    }

    /// Whether an image in `format` with these rows has exactly its pixmap's bytes (premultiplied RGBA in the
    /// default byte order, `bytesPerRow = 4 × width`).
    static func holdsPixmapBytes(format: PixelFormat, width: Int, bytesPerRow: Int) -> Bool {
        format.isRendererFormat && bytesPerRow == width * 4
    }

    /// An image of bytes in `format`'s layout; the renderer's pixels are converted from them.
    convenience init(width: Int, height: Int, bytesPerRow: Int, format: PixelFormat, colorSpace: CGColorSpace?,
                     storedBytes: [UInt8]) {
        var pixmap = Pixmap.validated(width: width, height: height)
        storedBytes.withUnsafeBytes { source in
            pixmap.pixels.withUnsafeMutableBufferPointer { destination in
                for row in 0..<height {
                    format.load(source.baseAddress! + row * bytesPerRow, into: destination.baseAddress! + row * width,
                                count: width)
                }
            }
        }
        self.init(width: width, height: height, bytesPerRow: bytesPerRow, format: format, colorSpace: colorSpace,
                  storedBytes: storedBytes, pixmap: pixmap)
    }

    /// An image holding the raster engine's premultiplied pixels (what a compositor renders).
    package convenience init(pixmap: Pixmap, colorSpace: CGColorSpace? = CGColorSpaceCreateDeviceRGB()) {
        self.init(width: pixmap.width, height: pixmap.height, bytesPerRow: pixmap.width * 4,
                  format: PixelFormat(alphaInfo: .premultipliedLast), colorSpace: colorSpace,
                  storedBytes: nil, pixmap: pixmap)
    }

    /// The number of bits of each colour component (always 8).
    public var bitsPerComponent: Int { 8 }
    /// The number of bits of each pixel (always 32).
    public var bitsPerPixel: Int { 32 }
    /// Where alpha sits in each pixel and whether colours are premultiplied.
    public var alphaInfo: CGImageAlphaInfo { format.alphaInfo }
    /// The alpha info and byte order of the pixels.
    public var bitmapInfo: CGBitmapInfo { format.bitmapInfo }

    /// The image's bytes: `height` rows of `bytesPerRow` bytes in the layout given by ``bitmapInfo``.
    public var dataProvider: CGDataProvider? { CGDataProvider(bytes: Data(storedBytes)) }

    /// Returns the part of the image inside `rect`, in pixel coordinates with the origin at the top-left
    /// corner (row 0). As in Core Graphics, the rectangle is first made integral and intersected with the
    /// image's bounds; `nil` when nothing remains or when a coordinate of `rect` is NaN.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard ![rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].contains(where: \.isNaN) else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let area = rect.integral.intersection(bounds)
        guard !area.isNull, !area.isEmpty, area.minX.isFinite, area.minY.isFinite, area.maxX.isFinite, area.maxY.isFinite
        else { return nil }
        let x0 = Int(area.minX)
        let y0 = Int(area.minY)
        let croppedWidth = Int(area.width)
        let croppedHeight = Int(area.height)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(croppedWidth * croppedHeight * 4)
        for row in y0..<(y0 + croppedHeight) {
            let start = row * bytesPerRow + x0 * 4
            bytes.append(contentsOf: storedBytes[start..<(start + croppedWidth * 4)])
        }
        return CGImage(width: croppedWidth, height: croppedHeight, bytesPerRow: croppedWidth * 4, format: format,
                       colorSpace: colorSpace, storedBytes: bytes)
    }
}
