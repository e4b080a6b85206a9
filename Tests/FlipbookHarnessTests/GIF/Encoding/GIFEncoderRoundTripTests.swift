import FlipbookImageIO
import Foundation
import Testing

@Suite("GIFEncoder: frames read back with giflib")
struct GIFEncoderRoundTripTests {
    @Test("frames of at most 256 colours come back exactly, with every palette strategy", arguments: GIFPaletteStrategy.allCases)
    func fewColoursAreExact(strategy: GIFPaletteStrategy) throws {
        let frames = (0..<4).map { GIFTestFrames.stripes(width: 40, height: 12, colorCount: 200, shift: $0 * 3) }
        let gif = try SlurpedGIF(GIFTestFrames.encode(frames, options: .init(palette: strategy)))
        #expect(gif.version == "GIF89a")
        #expect(gif.frames.count == 4)
        for (frame, decoded) in zip(frames, gif.frames) {
            #expect(GIFTestFrames.error(frame, decoded.canvas).max == 0)
        }
        #expect(gif.hasGlobalColorTable == (strategy == .shared))
    }

    @Test("a 256-colour opaque frame uses all 256 entries for colours and is exact")
    func fullPaletteIsExact() throws {
        let frame = GIFTestFrames.stripes(width: 256, height: 2, colorCount: 256)
        let gif = try SlurpedGIF(GIFTestFrames.encode([frame]))
        #expect(gif.frames[0].transparentIndex == nil)
        #expect(GIFTestFrames.error(frame, gif.frames[0].canvas).max == 0)
    }

    @Test("a gradient of many colours comes back within a bounded error, for each dithering", arguments: GIFDithering.allCases)
    func gradientErrorIsBounded(dithering: GIFDithering) throws {
        let frame = GIFTestFrames.gradient(width: 96, height: 64)
        let gif = try SlurpedGIF(GIFTestFrames.encode([frame], options: .init(dithering: dithering)))
        let error = GIFTestFrames.error(frame, gif.frames[0].canvas)
        #expect(error.mean < 6.0, "mean per-channel error \(error.mean)")
        #expect(error.max < 64, "largest channel error \(error.max)")
    }

    @Test("fewer colours cost more error, but stay bounded", arguments: [2, 16, 64])
    func maximumColorsBoundsThePalette(maximumColors: Int) throws {
        let frame = GIFTestFrames.gradient(width: 64, height: 48)
        let bytes = try GIFTestFrames.encode([frame], options: .init(dithering: .none, maximumColors: maximumColors))
        let gif = try SlurpedGIF(bytes)
        let distinct = Set(stride(from: 0, to: gif.frames[0].canvas.pixels.count, by: 4).map { offset in
            gif.frames[0].canvas.pixels[offset..<(offset + 3)].reduce(0) { $0 << 8 | Int($1) }
        })
        #expect(distinct.count <= maximumColors)
        #expect(GIFTestFrames.error(frame, gif.frames[0].canvas).mean < 2400.0 / Double(maximumColors) + 3)
    }

    @Test("pixels with alpha below 128 are transparent, the others opaque in their colour")
    func transparencyIsKept() throws {
        let frame = GIFTestFrames.image(width: 20, height: 10) { x, y in
            (UInt8(x * 10), UInt8(y * 20), 99, x < 5 ? 0 : x < 10 ? 127 : x < 15 ? 128 : 255)
        }
        let gif = try SlurpedGIF(GIFTestFrames.encode([frame]))
        let decoded = gif.frames[0].canvas
        #expect(gif.frames[0].transparentIndex != nil)
        for y in 0..<10 {
            for x in 0..<20 {
                let source = frame[x, y]
                let expected: (UInt8, UInt8, UInt8, UInt8) = x < 10 ? (0, 0, 0, 0) : (source.r, source.g, source.b, 255)
                #expect(decoded[x, y] == expected, "pixel (\(x), \(y))")
            }
        }
    }

    @Test("the loop count is written as NETSCAPE2.0, clamped, or left out for nil", arguments: [(Int?.some(0), Int?.some(0)), (1, 1), (7, 7), (70_000, 65535), (-3, 0), (nil, nil)])
    func loopCount(given: Int?, written: Int?) throws {
        let frame = GIFTestFrames.stripes(width: 4, height: 4, colorCount: 3)
        let gif = try SlurpedGIF(GIFTestFrames.encode([frame, frame], loopCount: given))
        #expect(gif.loopCount == written)
    }

    @Test("each frame's delay is written, clamped to 0...65535 centiseconds")
    func delays() throws {
        let frames = (0..<5).map { GIFTestFrames.stripes(width: 8, height: 8, colorCount: 5, shift: $0) }
        var encoder = try GIFEncoder(width: 8, height: 8)
        for (frame, delay) in zip(frames, [0, 7, 100, -5, 90_000]) { try encoder.addFrame(frame, delayCentiseconds: delay) }
        let gif = try SlurpedGIF(encoder.finish())
        #expect(gif.frames.map(\.delayCentiseconds) == [0, 7, 100, 0, 65535])
    }

    @Test("the same frames and options give the same bytes", arguments: GIFDithering.allCases)
    func deterministic(dithering: GIFDithering) throws {
        let frames = (0..<3).map { GIFTestFrames.gradient(width: 48, height: 32, phase: $0 * 4) }
        for strategy in GIFPaletteStrategy.allCases {
            let options = GIFEncoder.Options(palette: strategy, dithering: dithering)
            let first = try GIFTestFrames.encode(frames, options: options)
            let second = try GIFTestFrames.encode(frames, options: options)
            #expect(first == second)
        }
    }

    @Test("a photo-like sequence with a shared table stays within a bounded error")
    func sharedTableOnGradients() throws {
        let frames = (0..<4).map { GIFTestFrames.gradient(width: 64, height: 40, phase: $0 * 2) }
        let gif = try SlurpedGIF(GIFTestFrames.encode(frames, options: .init(palette: .shared)))
        #expect(gif.hasGlobalColorTable)
        for (frame, decoded) in zip(frames, gif.frames) {
            #expect(GIFTestFrames.error(frame, decoded.canvas).mean < 8.0)
        }
    }

    @Test("with a shared table, a frame whose colours the table lacks gets a local table")
    func sharedTableFallsBackToLocal() throws {
        let white = RGBAImage(width: 32, height: 16, red: 255, green: 255, blue: 255, alpha: 255)
        let colourful = GIFTestFrames.gradient(width: 32, height: 16)
        let gif = try SlurpedGIF(GIFTestFrames.encode([white, colourful, white], options: .init(palette: .shared)))
        #expect(gif.frames.map(\.hasLocalColorTable) == [false, true, false])
        #expect(GIFTestFrames.error(colourful, gif.frames[1].canvas).mean < 6.0)
        #expect(GIFTestFrames.error(white, gif.frames[2].canvas).max == 0)
    }

    @Test("finish(writingTo:) writes the same bytes as finish()")
    func writesFile() throws {
        let frames = [GIFTestFrames.stripes(width: 6, height: 3, colorCount: 4)]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-gif-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("nested/out.gif").path
        var encoder = try GIFEncoder(width: 6, height: 3)
        try encoder.addFrame(frames[0], delayCentiseconds: 10)
        try encoder.finish(writingTo: path)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == (try GIFTestFrames.encode(frames)))
    }
}
