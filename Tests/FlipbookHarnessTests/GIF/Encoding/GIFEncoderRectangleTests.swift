import FlipbookImageIO
import Testing

@Suite("GIFEncoder: changed rectangles, kept pixels and disposal")
struct GIFEncoderRectangleTests {
    private static let background = RGBAImage(width: 30, height: 20, red: 20, green: 40, blue: 60, alpha: 255)

    private static func withSquare(at x: Int, _ y: Int, size: Int = 4, alpha: UInt8 = 255, on image: RGBAImage = background) -> RGBAImage {
        var image = image
        for row in y..<(y + size) {
            for column in x..<(x + size) { image[column, row] = (250, 200, 10, alpha) }
        }
        return image
    }

    @Test("the first frame covers the canvas; a later one only the box of its changes, drawn over the canvas")
    func changedRectangle() throws {
        let frames = [Self.withSquare(at: 2, 3), Self.withSquare(at: 5, 3)]
        let gif = try SlurpedGIF(GIFTestFrames.encode(frames))
        let first = gif.frames[0], second = gif.frames[1]
        #expect([first.x, first.y, first.width, first.height] == [0, 0, 30, 20])
        // The square moved 3 pixels right: columns 2...8 change (the old left edge and the new right edge).
        #expect([second.x, second.y, second.width, second.height] == [2, 3, 7, 4])
        #expect(second.disposal == 1)
        #expect(first.disposal == 1)
        #expect(GIFTestFrames.error(frames[1], second.canvas).max == 0)
        // Inside the box, the pixels the canvas already shows (the square's overlap 5...5+0 and unchanged columns) are transparent.
        #expect(second.transparentPixelCount == 4 * 1)
    }

    @Test("pixels inside the box that the canvas already shows are written as the transparent index")
    func keptPixelsAreTransparent() throws {
        var changed = Self.background
        changed[0, 0] = (1, 2, 3, 255)
        changed[29, 19] = (4, 5, 6, 255)
        let gif = try SlurpedGIF(GIFTestFrames.encode([Self.background, changed]))
        let second = gif.frames[1]
        #expect([second.x, second.y, second.width, second.height] == [0, 0, 30, 20])
        #expect(second.transparentIndex != nil)
        #expect(second.transparentPixelCount == 30 * 20 - 2)
        #expect(GIFTestFrames.error(changed, second.canvas).max == 0)
    }

    @Test("a frame identical to the canvas is one transparent pixel, keeping the frame count and its delay")
    func identicalFrame() throws {
        let frame = Self.withSquare(at: 1, 1)
        var encoder = try GIFEncoder(width: 30, height: 20)
        try encoder.addFrame(frame, delayCentiseconds: 10)
        try encoder.addFrame(frame, delayCentiseconds: 25)
        try encoder.addFrame(Self.background, delayCentiseconds: 10)
        let gif = try SlurpedGIF(encoder.finish())
        #expect(gif.frames.count == 3)
        let repeated = gif.frames[1]
        #expect([repeated.x, repeated.y, repeated.width, repeated.height] == [0, 0, 1, 1])
        #expect(repeated.transparentPixelCount == 1)
        #expect(repeated.delayCentiseconds == 25)
        #expect(GIFTestFrames.error(frame, repeated.canvas).max == 0)
        #expect(GIFTestFrames.error(Self.background, gif.frames[2].canvas).max == 0)
    }

    @Test("making opaque pixels transparent gives the previous frame disposal 2 over a box that covers them")
    func clearingUsesRestoreToBackground() throws {
        let clear = RGBAImage(width: 30, height: 20, red: 0, green: 0, blue: 0, alpha: 0)
        let frames = [Self.withSquare(at: 3, 4, on: clear), Self.withSquare(at: 20, 10, on: clear), clear]
        let gif = try SlurpedGIF(GIFTestFrames.encode(frames))
        #expect(gif.frames.map(\.disposal) == [2, 2, 1])
        // The second frame's box covers the new square; its disposal grows it to also cover nothing more (the old
        // square was cleared by the first frame's disposal).
        let second = gif.frames[1]
        #expect([second.x, second.y, second.width, second.height] == [20, 10, 4, 4])
        for (frame, decoded) in zip(frames, gif.frames) {
            let error = GIFTestFrames.error(frame, decoded.canvas)
            #expect(error.transparencyMatches)
            #expect(error.max == 0)
        }
    }

    @Test("a box grown by disposal keeps the pixels outside the frame's own changes")
    func disposalBoxCoversEarlierPixels() throws {
        let clear = RGBAImage(width: 30, height: 20, red: 0, green: 0, blue: 0, alpha: 0)
        // Frame 1 adds a square far from frame 0's; frame 2 removes frame 0's square only.
        let first = Self.withSquare(at: 1, 1, on: clear)
        let second = Self.withSquare(at: 20, 12, on: first)
        let third = Self.withSquare(at: 20, 12, on: clear)
        let gif = try SlurpedGIF(GIFTestFrames.encode([first, second, third]))
        #expect(gif.frames[1].disposal == 2)
        let box = gif.frames[1]
        #expect([box.x, box.y, box.width, box.height] == [1, 1, 23, 15])
        for (frame, decoded) in zip([first, second, third], gif.frames) {
            let error = GIFTestFrames.error(frame, decoded.canvas)
            #expect(error.transparencyMatches)
            #expect(error.max == 0)
        }
    }

    @Test("an animation of many colours: unchanged regions stay as first shown, the moving part stays close", arguments: GIFDithering.allCases)
    func photoAnimation(dithering: GIFDithering) throws {
        let base = GIFTestFrames.gradient(width: 64, height: 48)
        let frames = (0..<4).map { Self.withSquare(at: 4 + $0 * 6, 20, size: 6, on: base) }
        let gif = try SlurpedGIF(GIFTestFrames.encode(frames, options: .init(dithering: dithering)))
        for (index, (frame, decoded)) in zip(frames, gif.frames).enumerated() {
            #expect(GIFTestFrames.error(frame, decoded.canvas).mean < 6.0)
            if index > 0 {
                #expect(decoded.width <= 12 && decoded.height == 6, "frame \(index): \(decoded.width)×\(decoded.height)")
            }
        }
        // Outside the square's path, the last canvas is exactly the first one.
        let first = gif.frames[0].canvas, last = gif.frames[3].canvas
        for y in 0..<48 where !(20..<26).contains(y) {
            for x in 0..<64 { #expect(first[x, y] == last[x, y]) }
        }
    }
}
