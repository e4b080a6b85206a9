import Foundation
import FlipbookImageIO

/// Flipbook additions (not part of Core Graphics): conversions between `CGImage` and FlipbookImageIO's
/// straight-alpha `RGBAImage`, and PNG reading and writing.
extension CGImage {
    /// Creates an image holding the pixels of `image` (straight alpha, ``CGImageAlphaInfo/last``, sRGB).
    public convenience init(_ image: RGBAImage) {
        self.init(width: image.width, height: image.height, bytesPerRow: image.width * 4,
                  format: PixelFormat(alphaInfo: .last), colorSpace: CGColorSpace(name: CGColorSpace.sRGB),
                  storedBytes: image.pixels)
    }

    /// Decodes PNG data (any PNG colour type and bit depth) into an image with straight alpha.
    ///
    /// - Throws: FlipbookImageIO's `ImageIOError` when the data is not a valid PNG.
    public convenience init(pngData: Data) throws(ImageIOError) {
        self.init(try PNGCodec.decode([UInt8](pngData)))
    }

    /// Reads and decodes the PNG file at `path`.
    ///
    /// - Throws: FlipbookImageIO's `ImageIOError` naming the file when it cannot be read or decoded.
    public convenience init(contentsOfPNGFile path: String) throws(ImageIOError) {
        self.init(try PNGCodec.read(contentsOf: path))
    }

    /// The image as straight-alpha RGBA8, top row first (what the golden harness and the PNG codec use).
    /// Premultiplied pixels are divided by alpha with rounding.
    public var rgbaImage: RGBAImage {
        guard format == PixelFormat(alphaInfo: .last) && bytesPerRow == width * 4 else { return pixmap.rgbaImage }
        var image = RGBAImage(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 0)
        image.pixels = storedBytes
        return image
    }

    /// Encodes the image as an 8-bit RGBA PNG (deterministic bytes).
    ///
    /// - Throws: FlipbookImageIO's `ImageIOError` for an empty image.
    public func pngData() throws(ImageIOError) -> Data {
        Data(try PNGCodec.encode(rgbaImage))
    }
}
