import FlipbookImageIO
import Foundation
import Testing

@Suite("GIFEncoder: bad input")
struct GIFEncoderBadInputTests {
    @Test("a canvas outside 1...65535 pixels each way is an invalidSize GIF error", arguments: [(0, 10), (10, 0), (-1, 5), (65536, 1), (1, 70_000)])
    func canvasSize(width: Int, height: Int) {
        #expect {
            _ = try GIFEncoder(width: width, height: height)
        } throws: { error in
            let error = error as? ImageIOError
            return error?.kind == .invalidSize && error?.format == .gif
        }
    }

    @Test("the largest canvas, 65535 × 1, is accepted")
    func largestCanvas() throws {
        var encoder = try GIFEncoder(width: 65535, height: 1)
        try encoder.addFrame(RGBAImage(width: 65535, height: 1, red: 9, green: 9, blue: 9, alpha: 255), delayCentiseconds: 1)
        #expect(try SlurpedGIF(encoder.finish()).width == 65535)
    }

    @Test("a frame of the wrong size is rejected and not added; the encoder goes on")
    func wrongFrameSize() throws {
        var encoder = try GIFEncoder(width: 8, height: 8)
        #expect(throws: ImageIOError.self) {
            try encoder.addFrame(RGBAImage(width: 8, height: 7, red: 0, green: 0, blue: 0, alpha: 255), delayCentiseconds: 10)
        }
        try encoder.addFrame(RGBAImage(width: 8, height: 8, red: 5, green: 6, blue: 7, alpha: 255), delayCentiseconds: 10)
        #expect(try SlurpedGIF(encoder.finish()).frames.count == 1)
    }

    @Test("finishing without frames is an encodingFailed GIF error")
    func noFrames() throws {
        let encoder = try GIFEncoder(width: 4, height: 4)
        var thrown: ImageIOError?
        do { _ = try encoder.finish() } catch { thrown = error }
        #expect(thrown?.kind == .encodingFailed)
        #expect(thrown?.format == .gif)
    }

    @Test("maximumColors outside 2...256 is clamped", arguments: [(Int.min, 2), (0, 2), (1, 2), (300, 256)])
    func maximumColorsClamped(given: Int, effective: Int) throws {
        let frame = GIFTestFrames.stripes(width: 256, height: 1, colorCount: 256)
        let gif = try SlurpedGIF(GIFTestFrames.encode([frame], options: .init(dithering: .none, maximumColors: given)))
        let decoded = gif.frames[0].canvas
        let colors = Set(stride(from: 0, to: decoded.pixels.count, by: 4).map { decoded.pixels[$0..<($0 + 3)].map { $0 } })
        #expect(colors.count == effective)
    }

    @Test("a file that cannot be written is an io error naming the path")
    func unwritablePath() throws {
        var encoder = try GIFEncoder(width: 2, height: 2)
        try encoder.addFrame(RGBAImage(width: 2, height: 2, red: 1, green: 1, blue: 1, alpha: 255), delayCentiseconds: 1)
        let path = "/proc/flipbook-cannot-write-here/out.gif"
        var thrown: ImageIOError?
        do { try encoder.finish(writingTo: path) } catch { thrown = error }
        #expect(thrown?.kind == .io)
        #expect(thrown?.path == path)
    }
}
