import FlipbookImageIO
import Testing

/// Frames composited onto the canvas as browsers show them: disposal, transparency, interlacing, local
/// palettes and partial frames, pixel for pixel.
@Suite("GIF decoding: compositing")
struct GIFCompositingTests {
    private typealias Fixtures = GIFDecodingFixtures

    @Test("a single full frame decodes to its palette colours")
    func singleFrame() throws {
        let file = Fixtures.file(width: 4, height: 2, frames: [
            GIFTestFile.Frame(width: 4, height: 2, indices: [0, 1, 2, 3, 3, 2, 1, 0]),
        ])
        let frames = try Fixtures.frames(of: file.bytes)
        #expect(frames == [Fixtures.picture(["rgbw", "wbgr"])])
    }

    @Test("the canvas starts transparent around a partial first frame")
    func partialFirstFrame() throws {
        let file = Fixtures.file(width: 4, height: 3, frames: [Fixtures.solid(1, x: 1, y: 1, width: 2, height: 1)])
        #expect(try Fixtures.frames(of: file.bytes) == [Fixtures.picture(["....", ".gg.", "...."])])
    }

    @Test("unspecified and do-not-dispose frames stay under the next frame", arguments: [0, 1])
    func keep(_ disposal: Int) throws {
        let file = Fixtures.file(width: 3, height: 2, frames: [
            Fixtures.solid(0, width: 3, height: 2, disposal: disposal),
            Fixtures.solid(2, x: 1, y: 1, width: 1, height: 1),
        ])
        #expect(try Fixtures.frames(of: file.bytes) == [
            Fixtures.picture(["rrr", "rrr"]),
            Fixtures.picture(["rrr", "rbr"]),
        ])
    }

    @Test("restore to background clears the frame's rectangle to transparent, not to the background colour")
    func restoreToBackground() throws {
        var file = Fixtures.file(width: 3, height: 2, frames: [
            Fixtures.solid(0, width: 3, height: 2),
            Fixtures.solid(1, x: 0, y: 0, width: 2, height: 1, disposal: 2),
            Fixtures.solid(2, x: 2, y: 1, width: 1, height: 1),
        ])
        file.backgroundIndex = 3
        #expect(try Fixtures.frames(of: file.bytes) == [
            Fixtures.picture(["rrr", "rrr"]),
            Fixtures.picture(["ggr", "rrr"]),
            Fixtures.picture(["..r", "rrb"]),
        ])
    }

    @Test("restore to background clips a rectangle that extends beyond the canvas")
    func restoreToBackgroundClipped() throws {
        let file = Fixtures.file(width: 3, height: 2, frames: [
            Fixtures.solid(0, width: 3, height: 2),
            Fixtures.solid(1, x: 1, y: 1, width: 5, height: 4, disposal: 2),
            Fixtures.solid(3, x: 0, y: 0, width: 1, height: 1),
        ])
        #expect(try Fixtures.frames(of: file.bytes) == [
            Fixtures.picture(["rrr", "rrr"]),
            Fixtures.picture(["rrr", "rgg"]),
            Fixtures.picture(["wrr", "r.."]),
        ])
    }

    @Test("restore to previous puts back the canvas the frame was drawn on")
    func restoreToPrevious() throws {
        let file = Fixtures.file(width: 3, height: 1, frames: [
            Fixtures.solid(0, width: 3, height: 1, disposal: 1),
            Fixtures.solid(1, x: 1, y: 0, width: 2, height: 1, disposal: 3),
            Fixtures.solid(2, x: 0, y: 0, width: 1, height: 1),
        ])
        #expect(try Fixtures.frames(of: file.bytes) == [
            Fixtures.picture(["rrr"]),
            Fixtures.picture(["rgg"]),
            Fixtures.picture(["brr"]),
        ])
    }

    @Test("restore to previous after the first frame gives a transparent canvas, as in browsers")
    func restoreToPreviousFirstFrame() throws {
        let file = Fixtures.file(width: 2, height: 1, frames: [
            Fixtures.solid(0, width: 2, height: 1, disposal: 3),
            Fixtures.solid(1, x: 1, y: 0, width: 1, height: 1),
        ])
        #expect(try Fixtures.frames(of: file.bytes) == [Fixtures.picture(["rr"]), Fixtures.picture([".g"])])
    }

    @Test("the reserved disposal 4 restores to previous and 5 to 7 keep the frame, as in Chromium")
    func reservedDisposals() throws {
        let decoder = try GIFDecoder(data: Fixtures.file(width: 1, height: 1, frames: (4...7).map {
            Fixtures.solid(0, width: 1, height: 1, disposal: $0)
        }).bytes)
        #expect((0..<4).map { decoder.frameInfo(at: $0).disposal } == [.restoreToPrevious, .unspecified, .unspecified, .unspecified])
    }

    @Test("the transparent index leaves the canvas as it was")
    func transparentIndex() throws {
        var top = GIFTestFile.Frame(width: 3, height: 1, indices: [3, 1, 3])
        top.transparentIndex = 3
        let file = Fixtures.file(width: 3, height: 1, frames: [Fixtures.solid(2, width: 3, height: 1), top])
        #expect(try Fixtures.frames(of: file.bytes) == [Fixtures.picture(["bbb"]), Fixtures.picture(["bgb"])])
    }

    @Test("an interlaced frame decodes to the same picture as the plain one", arguments: [1, 2, 3, 5, 8, 9, 17])
    func interlaced(_ height: Int) throws {
        let indices = (0..<height * 2).map { UInt8($0 / 2 % 4) }
        var frame = GIFTestFile.Frame(width: 2, height: height, indices: indices)
        let plain = try Fixtures.frames(of: Fixtures.file(width: 2, height: height, frames: [frame]).bytes)
        frame.isInterlaced = true
        let interlacedFile = Fixtures.file(width: 2, height: height, frames: [frame])
        #expect(try Fixtures.frames(of: interlacedFile.bytes) == plain)
        #expect(try GIFDecoder(data: interlacedFile.bytes).frameInfo(at: 0).isInterlaced)
        let rows = (0..<height).map { row in String(repeating: Array("rgbw")[row % 4], count: 2) }
        #expect(plain == [Fixtures.picture(rows)])
    }

    @Test("a local colour table replaces the global one for its frame only")
    func localPalette() throws {
        var local = GIFTestFile.Frame(width: 2, height: 1, indices: [0, 2])
        local.localPalette = Fixtures.otherPalette
        let file = Fixtures.file(width: 3, height: 1, frames: [local, Fixtures.solid(1, x: 2, y: 0, width: 1, height: 1)])
        #expect(try Fixtures.frames(of: file.bytes) == [Fixtures.picture(["cy."]), Fixtures.picture(["cyg"])])
        let decoder = try GIFDecoder(data: file.bytes)
        #expect(decoder.frameInfo(at: 0).hasLocalColorTable)
        #expect(!decoder.frameInfo(at: 1).hasLocalColorTable)
    }

    @Test("a frame without any colour table paints nothing")
    func noPalette() throws {
        let file = GIFTestFile(width: 2, height: 1, frames: [GIFTestFile.Frame(width: 2, height: 1, indices: [0, 1])])
        #expect(try Fixtures.frames(of: file.bytes) == [Fixtures.picture([".."])])
    }
}
