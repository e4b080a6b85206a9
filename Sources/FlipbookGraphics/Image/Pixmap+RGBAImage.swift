import FlipbookImageIO
import FlipbookRaster

extension Pixmap {
    /// The pixels with straight alpha (colour divided by alpha, rounded), as the golden harness stores them.
    package var rgbaImage: RGBAImage {
        RGBAImage(width: width, height: height) { destination in
            guard !pixels.isEmpty else { return }
            pixels.withUnsafeBufferPointer { source in
                PixelFormat(alphaInfo: .last).store(source.baseAddress!, into: destination.baseAddress!, count: source.count)
            }
        }
    }
}
