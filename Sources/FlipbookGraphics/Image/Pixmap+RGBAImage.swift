import FlipbookImageIO
import FlipbookRaster

extension Pixmap {
    /// The pixels with straight alpha (colour divided by alpha, rounded), as the golden harness stores them.
    package var rgbaImage: RGBAImage {
        var image = RGBAImage(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 0)
        guard !pixels.isEmpty else { return image }
        pixels.withUnsafeBufferPointer { source in
            image.pixels.withUnsafeMutableBytes { destination in
                PixelFormat(alphaInfo: .last).store(source.baseAddress!, into: destination.baseAddress!, count: source.count)
            }
        }
        return image
    }
}
