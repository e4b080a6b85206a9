import FlipbookImageIO
import Foundation

/// Writes a destination's images as an animated GIF (``GIFEncoder``).
///
/// - The canvas (logical screen) is the first image's size; every image is placed at its top-left corner, an image
///   of another size cropped or padded with transparency.
/// - Each image's delay is its ``kCGImagePropertyGIFDictionary``'s ``kCGImagePropertyGIFUnclampedDelayTime``, else
///   its ``kCGImagePropertyGIFDelayTime``, in seconds, rounded to GIF's centiseconds (0 … 655.35 s; none: 0).
/// - The file's ``kCGImagePropertyGIFLoopCount`` becomes the NETSCAPE2.0 loop count (0 = forever; rounded, clamped
///   to 0 … 65535); without it the file has no loop extension and plays once.
/// - ``kCGImagePropertyGIFHasGlobalColorMap`` = true writes one shared palette (``GIFPaletteStrategy/shared``);
///   otherwise each frame gets its own.
/// - ``kCGImagePropertyColorModel`` and ``kCGImagePropertyDepth`` are accepted and ignored: a GIF is 8-bit indexed
///   colour whatever they say.
enum GIFFileEncoder: ImageFileEncoder {
    static let typeIdentifier = "com.compuserve.gif"

    static func encode(_ images: [DestinationImage], fileProperties: [String: Any]) throws(ImageIOError) -> [UInt8] {
        let canvas = images[0].image
        let gif = PropertyValues.dictionary(fileProperties[String(kCGImagePropertyGIFDictionary)]) ?? [:]
        let loopCount = PropertyValues.number(gif[String(kCGImagePropertyGIFLoopCount)]).map { clamped($0, to: 0...65535) }
        var options = GIFEncoder.Options()
        if PropertyValues.number(gif[String(kCGImagePropertyGIFHasGlobalColorMap)]) == 1 { options.palette = .shared }
        var encoder = try GIFEncoder(width: canvas.width, height: canvas.height, loopCount: loopCount, options: options)
        for image in images {
            try encoder.addFrame(placed(image.image, width: canvas.width, height: canvas.height),
                                 delayCentiseconds: delayCentiseconds(of: image.properties))
        }
        return try encoder.finish()
    }

    /// The delay given in an image's properties, in centiseconds.
    static func delayCentiseconds(of properties: [String: Any]) -> Int {
        let gif = PropertyValues.dictionary(properties[String(kCGImagePropertyGIFDictionary)]) ?? [:]
        let seconds = PropertyValues.number(gif[String(kCGImagePropertyGIFUnclampedDelayTime)])
            ?? PropertyValues.number(gif[String(kCGImagePropertyGIFDelayTime)]) ?? 0
        return clamped(seconds * 100, to: 0...65535)
    }

    /// `value` rounded to the nearest integer and clamped to `range` (NaN: the lower bound).
    private static func clamped(_ value: Double, to range: ClosedRange<Int>) -> Int {
        guard !value.isNaN else { return range.lowerBound }
        return Int(min(max(value.rounded(), Double(range.lowerBound)), Double(range.upperBound)))
    }

    /// `image`'s pixels on a `width` × `height` canvas at the top-left corner (transparent where it does not reach).
    private static func placed(_ image: CGImage, width: Int, height: Int) -> RGBAImage {
        let pixels = image.rgbaImage
        guard pixels.width != width || pixels.height != height else { return pixels }
        var canvas = RGBAImage(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 0)
        let rowBytes = min(width, pixels.width) * 4
        for row in 0..<min(height, pixels.height) {
            let source = row * pixels.width * 4, destination = row * width * 4
            canvas.pixels[destination..<destination + rowBytes] = pixels.pixels[source..<source + rowBytes]
        }
        return canvas
    }
}
