import FlipbookImageIO
import Testing

/// Frames written by `GIFEncoder` (changed rectangles, transparent index for kept pixels, restore to background
/// where pixels turn transparent) come back from `GIFDecoder` exactly when they have few colours.
@Suite("GIF decoding: encoder round trip")
struct GIFRoundTripTests {
    /// A 16×12 frame: a transparent band on the left that widens with `step`, a blue background and a red
    /// 4×4 square moving right and down.
    private static func frame(_ step: Int) -> RGBAImage {
        var image = RGBAImage(width: 16, height: 12, red: 0, green: 0, blue: 255, alpha: 255)
        for y in 0..<12 {
            for x in 0..<16 where x < step / 2 { image[x, y] = (0, 0, 0, 0) }
        }
        for y in step..<step + 4 where y < 12 {
            for x in 2 * step..<2 * step + 4 where x < 16 { image[x, y] = (255, 0, 0, 255) }
        }
        return image
    }

    @Test("encoded frames decode to the same pixels, in order and out of order", arguments: [GIFPaletteStrategy.perFrame, .shared])
    func roundTrip(_ palette: GIFPaletteStrategy) throws {
        let frames = (0..<7).map(Self.frame) + [Self.frame(0)]
        var encoder = try GIFEncoder(width: 16, height: 12, loopCount: 2, options: .init(palette: palette, dithering: .none))
        for (index, frame) in frames.enumerated() { try encoder.addFrame(frame, delayCentiseconds: 3 + index) }
        let decoder = try GIFDecoder(data: try encoder.finish(), source: "round-trip.gif")
        #expect(decoder.width == 16 && decoder.height == 12)
        #expect(decoder.loopCount == 2)
        #expect(decoder.frameCount == frames.count)
        #expect((0..<decoder.frameCount).map { decoder.frameInfo(at: $0).delayCentiseconds } == Array(3..<3 + frames.count))
        for index in frames.indices { #expect(try decoder.image(at: index) == frames[index], "frame \(index) in order") }
        for index in frames.indices.reversed() { #expect(try decoder.image(at: index) == frames[index], "frame \(index) backwards") }
    }
}
