import FlipbookImageIO
import Foundation

/// Writes a destination's single image as an 8-bit RGBA PNG (``PNGCodec``). Apple's ImageIO writes several images
/// as an animated PNG (APNG); Flipbook does not, so a PNG destination with more than one image fails to finalize.
enum PNGFileEncoder: ImageFileEncoder {
    static let typeIdentifier = "public.png"

    static func encode(_ images: [DestinationImage], fileProperties: [String: Any]) throws(ImageIOError) -> [UInt8] {
        guard images.count == 1 else {
            throw ImageIOError(.encodingFailed, message: "Flipbook writes one image per PNG file (no APNG), got \(images.count)")
        }
        return try PNGCodec.encode(images[0].image.rgbaImage)
    }
}
