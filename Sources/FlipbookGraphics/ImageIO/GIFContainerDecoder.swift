import FlipbookImageIO
import Foundation

/// A GIF file as an image source sees it (``GIFDecoder``): one image per frame, composited on the canvas as
/// browsers show it, each with its delay; the file's canvas size, loop count and frame delays.
struct GIFContainerDecoder: ImageContainerDecoder {
    static let typeIdentifier = "com.compuserve.gif"
    /// Apple: the delay time "is never less than 100 milliseconds"; shorter stored delays read as 0.1 s.
    static let minimumDelayTime = 0.1

    private let decoder: GIFDecoder

    static func matches(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8))
    }

    init(bytes: [UInt8], source: String?) throws(ImageIOError) {
        decoder = try GIFDecoder(data: bytes, source: source)
    }

    var count: Int { decoder.frameCount }

    func image(at index: Int) -> CGImage? {
        guard let frame = try? decoder.image(at: index) else { return nil }
        return CGImage(frame)
    }

    func properties(at index: Int) -> [String: Any] {
        [
            String(kCGImagePropertyPixelWidth): decoder.width,
            String(kCGImagePropertyPixelHeight): decoder.height,
            String(kCGImagePropertyDepth): 8,
            String(kCGImagePropertyHasAlpha): true,
            String(kCGImagePropertyColorModel): String(kCGImagePropertyColorModelRGB),
            String(kCGImagePropertyGIFDictionary): delays(of: index),
        ]
    }

    var containerProperties: [String: Any] {
        var gif: [String: Any] = [
            String(kCGImagePropertyGIFCanvasPixelWidth): decoder.width,
            String(kCGImagePropertyGIFCanvasPixelHeight): decoder.height,
            String(kCGImagePropertyGIFFrameInfoArray): (0..<decoder.frameCount).map(delays(of:)),
        ]
        if let loopCount = decoder.loopCount { gif[String(kCGImagePropertyGIFLoopCount)] = loopCount }
        return [String(kCGImagePropertyGIFDictionary): gif]
    }

    /// Frame `index`'s delay in seconds, as stored (unclamped) and clamped to at least 0.1 s.
    private func delays(of index: Int) -> [String: Any] {
        let unclamped = Double(decoder.frameInfo(at: index).delayCentiseconds) / 100
        return [
            String(kCGImagePropertyGIFDelayTime): max(unclamped, Self.minimumDelayTime),
            String(kCGImagePropertyGIFUnclampedDelayTime): unclamped,
        ]
    }
}
