import FlipbookImageIO
import Testing

/// Damaged or hostile GIFs give a typed error naming the file, or a documented clamp; never a crash, a hang or
/// unbounded memory.
@Suite("GIF decoding: bad input")
struct GIFBadInputTests {
    private typealias Fixtures = GIFDecodingFixtures

    private func decodingError(_ data: [UInt8], limits: GIFDecoder.Limits = .default) -> ImageIOError? {
        do {
            _ = try GIFDecoder(data: data, source: "bad.gif", limits: limits)
            return nil
        } catch {
            return error
        }
    }

    /// Two 4×200 frames (red, then green over it) whose LZW data spans several sub-blocks.
    private var twoTallFrames: GIFTestFile {
        Fixtures.file(width: 4, height: 200, frames: [
            Fixtures.solid(0, width: 4, height: 200),
            Fixtures.solid(1, width: 4, height: 200),
        ])
    }

    @Test("empty data and a cut signature are truncated; other data is not a GIF")
    func signature() throws {
        let empty = try #require(decodingError([]))
        #expect(empty.kind == .truncated)
        #expect(empty.description == "bad.gif: truncated GIF (empty data, shorter than the GIF signature)")
        #expect(decodingError(Array("GIF8".utf8))?.kind == .truncated)
        let png = try #require(decodingError([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png.kind == .notGIF)
        #expect(png.format == .gif)
        #expect(png.description == "bad.gif: not a GIF file (the data does not start with GIF87a or GIF89a)")
    }

    @Test("a file cut inside the header or before its first frame is complete is truncated", arguments: [8, 12, 20, 40])
    func truncatedBeforeFirstFrame(_ length: Int) throws {
        let error = try #require(decodingError(Array(twoTallFrames.bytes.prefix(length))))
        #expect(error.kind == .truncated)
        #expect(error.format == .gif)
        #expect(error.description.hasPrefix("bad.gif: truncated GIF (giflib: read past the end of the data"))
    }

    @Test("a file cut inside a frame's pixel data keeps that frame: the rows decoded before the cut are painted")
    func truncatedInsideFrameData() throws {
        let firstFrameOnly = Fixtures.file(width: 4, height: 200, frames: [Fixtures.solid(0, width: 4, height: 200)])
        let secondFrameStart = firstFrameOnly.bytes.count - 1  // before the trailer
        // Graphic control (8 bytes), descriptor (10), code size (1), then the first sub-block's length byte.
        let cut = secondFrameStart + 8 + 10 + 1 + 1 + 255
        let decoder = try GIFDecoder(data: Array(twoTallFrames.bytes.prefix(cut)), source: "bad.gif")
        #expect(decoder.frameCount == 2)
        let picture = try decoder.image(at: 1)
        let greenRows = (0..<200).prefix { picture[0, $0] == (0, 255, 0, 255) }.count
        #expect(greenRows > 0 && greenRows < 200)
        let expected = (0..<200).map { $0 < greenRows ? "gggg" : "rrrr" }
        #expect(picture == Fixtures.picture(expected))
    }

    @Test("a file cut after a frame's last data block, before its block terminator, keeps the whole frame")
    func truncatedBeforeBlockTerminator() throws {
        let bytes = twoTallFrames.bytes
        #expect(try Fixtures.frames(of: Array(bytes.dropLast(2))) == Fixtures.frames(of: bytes))
    }

    @Test("a file cut inside a frame's descriptor ends before that frame")
    func truncatedInsideDescriptor() throws {
        let bytes = twoTallFrames.bytes
        let firstFrameOnly = Fixtures.file(width: 4, height: 200, frames: [Fixtures.solid(0, width: 4, height: 200)])
        let decoder = try GIFDecoder(data: Array(bytes.prefix(firstFrameOnly.bytes.count - 1 + 8 + 5)))
        #expect(decoder.frameCount == 1)
        #expect(try decoder.image(at: 0) == Fixtures.picture(Array(repeating: "rrrr", count: 200)))
    }

    @Test("a file without its trailer, or with unknown bytes after its last frame, decodes completely")
    func missingTrailer() throws {
        let bytes = twoTallFrames.bytes
        let expected = try Fixtures.frames(of: bytes)
        #expect(try Fixtures.frames(of: Array(bytes.dropLast())) == expected)
        #expect(try Fixtures.frames(of: Array(bytes.dropLast()) + [0x99, 0x01, 0x02]) == expected)
    }

    @Test("a file without any frame is an error")
    func noFrame() throws {
        let error = try #require(decodingError(Fixtures.file(width: 2, height: 2).bytes))
        #expect(error.kind == .corrupt)
        #expect(error.description == "bad.gif: corrupt GIF (the file has no frame)")
    }

    @Test("a zero-size logical screen takes the first frame's extent, as browsers do")
    func zeroSizeScreen() throws {
        let file = Fixtures.file(width: 0, height: 0, frames: [Fixtures.solid(2, x: 1, y: 0, width: 2, height: 2)])
        let decoder = try GIFDecoder(data: file.bytes)
        #expect(decoder.width == 3)
        #expect(decoder.height == 2)
        #expect(try decoder.image(at: 0) == Fixtures.picture([".bb", ".bb"]))
    }

    @Test("a zero-size screen with an empty first frame is an invalid size")
    func zeroSizeScreenAndFrame() throws {
        let file = Fixtures.file(width: 0, height: 5, frames: [
            GIFTestFile.Frame(width: 0, height: 0, indices: []),
        ])
        let error = try #require(decodingError(file.bytes))
        #expect(error.kind == .invalidSize)
        #expect(error.path == "bad.gif")
    }

    @Test("a 65535×65535 screen exceeds the pixel limit before anything is allocated")
    func hugeScreen() throws {
        let file = Fixtures.file(width: 65535, height: 65535, frames: [Fixtures.solid(0, width: 1, height: 1)])
        let error = try #require(decodingError(file.bytes))
        #expect(error.kind == .tooLarge)
        #expect(error.description == "bad.gif: image too large (65535×65535 = 4294836225 pixels exceeds the limit of 64000000)")
        let small = Fixtures.file(width: 10, height: 10, frames: [Fixtures.solid(0, width: 1, height: 1)])
        #expect(decodingError(small.bytes, limits: GIFDecoder.Limits(pixelLimit: 99))?.kind == .tooLarge)
        #expect(decodingError(small.bytes, limits: GIFDecoder.Limits(pixelLimit: 100)) == nil)
    }

    @Test("an LZW minimum code size giflib rejects is corruption naming the size", arguments: [9, 12, 255])
    func codeSizeTooLarge(_ codeSize: Int) throws {
        var frame = Fixtures.solid(0, width: 2, height: 2)
        frame.minimumCodeSizeOverride = UInt8(codeSize)
        let error = try #require(decodingError(Fixtures.file(width: 2, height: 2, frames: [frame]).bytes))
        #expect(error.kind == .corrupt)
        #expect(error.description == "bad.gif: corrupt GIF (giflib: LZW minimum code size \(codeSize) of frame 0 exceeds 8)")
    }

    @Test("a code stream that fills the 4096-entry table without a clear code keeps 12-bit codes and decodes")
    func fullCodeTable() throws {
        let pixelCount = 6000
        let indices = (0..<pixelCount).map { UInt8($0 % 3) }
        var codes = [4]  // clear, then every pixel as a literal with the width a decoder expects
        var widths = [3]
        var width = 3
        for (count, index) in indices.enumerated() {
            codes.append(Int(index))
            widths.append(width)
            let nextCode = 6 + count  // entries are added from the second code on
            if nextCode >= 1 << width, width < 12 { width += 1 }
        }
        codes.append(5)
        widths.append(width)
        var frame = GIFTestFile.Frame(width: pixelCount, height: 1, indices: indices)
        frame.rawCodes = codes
        frame.rawCodeWidths = widths
        let picture = try GIFDecoder(data: Fixtures.file(width: pixelCount, height: 1, frames: [frame]).bytes).image(at: 0)
        let expected = indices.map { Array("rgb")[Int($0)] }
        #expect(picture == Fixtures.picture([String(expected)]))
    }

    @Test("damaged LZW data is corruption reported when the frame is decoded")
    func damagedLZW() throws {
        var frame = GIFTestFile.Frame(width: 4, height: 4, indices: Array(repeating: 0, count: 16))
        frame.rawCodes = [4, 0]  // one pixel, then the data ends without an end code
        let decoder = try GIFDecoder(data: Fixtures.file(width: 4, height: 4, frames: [frame]).bytes, source: "bad.gif")
        #expect(throws: ImageIOError(.corrupt, path: "bad.gif", format: .gif, message: "giflib: Image is defective, decoding aborted in the data of frame 0")) {
            try decoder.image(at: 0)
        }
    }

    @Test("an end code before the last pixel keeps the complete rows and leaves the rest unchanged")
    func earlyEndCode() throws {
        var frame = GIFTestFile.Frame(width: 2, height: 3, indices: [])
        frame.rawCodes = [4, 1, 1, 4, 1, 1, 4, 0, 5]  // two green rows, one pixel, then the end code
        let file = Fixtures.file(width: 2, height: 3, frames: [frame])
        #expect(try Fixtures.frames(of: file.bytes) == [Fixtures.picture(["gg", "gg", ".."])])
    }

    @Test("a palette index beyond the palette leaves the canvas unchanged, as in Chromium")
    func indexBeyondPalette() throws {
        var file = GIFTestFile(width: 4, height: 1, globalPalette: [(255, 0, 0), (0, 0, 255)])
        file.frames = [
            Fixtures.solid(1, width: 4, height: 1),
            GIFTestFile.Frame(width: 4, height: 1, indices: [0, 2, 3, 7]),
        ]
        #expect(try Fixtures.frames(of: file.bytes) == [Fixtures.picture(["bbbb"]), Fixtures.picture(["rbbb"])])
    }

    @Test("frames partly or wholly outside the canvas are clipped", arguments: [
        (x: 3, y: 1, expected: ["rrrr", "rrrg", "rrrg"]),
        (x: 4, y: 0, expected: ["rrrr", "rrrr", "rrrr"]),
        (x: 0, y: 200, expected: ["rrrr", "rrrr", "rrrr"]),
        (x: 65000, y: 65000, expected: ["rrrr", "rrrr", "rrrr"]),
    ])
    func outsideCanvas(_ placement: (x: Int, y: Int, expected: [String])) throws {
        let file = Fixtures.file(width: 4, height: 3, frames: [
            Fixtures.solid(0, width: 4, height: 3),
            Fixtures.solid(1, x: placement.x, y: placement.y, width: 3, height: 3),
        ])
        let frames = try Fixtures.frames(of: file.bytes)
        #expect(frames.last == Fixtures.picture(placement.expected))
    }

    @Test("frames after the frame limit are ignored")
    func frameLimit() throws {
        let file = Fixtures.file(width: 1, height: 1, frames: (0..<12).map { Fixtures.solid(UInt8($0 % 4), width: 1, height: 1) })
        let decoder = try GIFDecoder(data: file.bytes, limits: GIFDecoder.Limits(frameLimit: 10))
        #expect(decoder.frameCount == 10)
        #expect(try decoder.image(at: 9) == Fixtures.picture(["g"]))
    }

    @Test("100,000 frames parse into small records and decode at either end")
    func hundredThousandFrames() throws {
        let frame = GIFTestFile.bytes(of: Fixtures.solid(1, width: 1, height: 1, disposal: 2), globalCount: 4)
        var bytes = Array(Fixtures.file(width: 1, height: 1).bytes.dropLast())
        for _ in 0..<100_000 { bytes += frame }
        bytes.append(0x3B)
        let decoder = try GIFDecoder(data: bytes, source: "many.gif")
        #expect(decoder.frameCount == 100_000)
        #expect(try decoder.image(at: 99_999) == Fixtures.picture(["g"]))
        #expect(try decoder.image(at: 0) == Fixtures.picture(["g"]))
    }
}
