import FlipbookImageIO
import Testing

/// Every PNG colour type and bit depth decodes to the samples the fixture was made from
/// (see `Fixtures/png/make-fixtures`).
@Suite("PNG decoding of every colour type")
struct PNGDecodingTests {
    /// A fixture and the RGBA samples it must decode to.
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        let pixels: [UInt8]
        var testDescription: String { file }
    }

    private static let colours: [[UInt8]] = [
        [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255],
        [0, 0, 0, 255], [0x12, 0x34, 0x56, 255], [0xC8, 0x64, 0x32, 0x80], [0x0A, 0x14, 0x1E, 0],
        [255, 0x80, 0, 0x40], [1, 2, 3, 0xFE], [0x80, 0x80, 0x80, 255], [0x4D, 0x42, 0x37, 0xC8],
    ]
    private static let greys: [UInt8] = [0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x99, 0xAA, 0xCC, 0xEE, 0xFF]
    private static let greyAlphas: [UInt8] = [0xFF, 0xFF, 0x80, 0x00, 0xFF, 0x40, 0xFF, 0xFE, 0xFF, 0x01, 0xFF, 0xFF]
    private static let blackAndWhite: [UInt8] = [0, 255, 0, 255, 255, 0, 255, 0, 0, 0, 255, 255]
    private static let paletteColours: [[UInt8]] = [
        [255, 0, 0, 255], [0, 0x80, 255, 255], [255, 0, 0, 255], [0, 0, 0, 0],
        [0, 0x80, 255, 255], [0x30, 0xA0, 0x40, 0x80], [255, 0, 0, 255], [0, 0x80, 255, 255],
        [0x30, 0xA0, 0x40, 0x80], [0, 0, 0, 0], [255, 0, 0, 255], [0, 0x80, 255, 255],
    ]

    private static func opaque(_ colours: [[UInt8]]) -> [UInt8] {
        colours.flatMap { [$0[0], $0[1], $0[2], 255] }
    }

    private static func grey(_ levels: [UInt8], alphas: [UInt8]? = nil) -> [UInt8] {
        levels.indices.flatMap { index in
            [levels[index], levels[index], levels[index], alphas?[index] ?? 255]
        }
    }

    /// `pixels` with the pixel at `index` made fully transparent (a `tRNS` colour key).
    private static func keyed(_ pixels: [UInt8], transparentAt indices: [Int]) -> [UInt8] {
        var pixels = pixels
        for index in indices { pixels[index * 4 + 3] = 0 }
        return pixels
    }

    static let cases: [Case] = [
        Case(file: "rgba8.png", pixels: colours.flatMap { $0 }),
        Case(file: "rgba16.png", pixels: colours.flatMap { $0 }),
        Case(file: "rgb8.png", pixels: opaque(colours)),
        Case(file: "rgb16.png", pixels: opaque(colours)),
        Case(file: "rgb8-interlaced.png", pixels: opaque(colours)),
        Case(file: "rgb8-trns.png", pixels: keyed(opaque(colours), transparentAt: [7])),
        Case(file: "grey1.png", pixels: grey(blackAndWhite)),
        Case(file: "grey4.png", pixels: grey(greys)),
        Case(file: "grey8.png", pixels: grey(greys)),
        Case(file: "grey16.png", pixels: grey(greys)),
        Case(file: "grey8-trns.png", pixels: keyed(grey(greys), transparentAt: [3])),
        Case(file: "grey-alpha8.png", pixels: grey(greys, alphas: greyAlphas)),
        Case(file: "grey-alpha16.png", pixels: grey(greys, alphas: greyAlphas)),
        Case(file: "palette.png", pixels: opaque(colours)),
        Case(file: "palette-trns.png", pixels: paletteColours.flatMap { $0 }),
    ]

    @Test("decodes to the source samples", arguments: cases)
    func decodesToSourceSamples(_ fixture: Case) throws {
        let image = try PNGCodec.decode(PNGTestData.fixture(fixture.file), source: fixture.file)
        #expect(image.width == 4)
        #expect(image.height == 3)
        #expect(image.pixels == fixture.pixels)
    }

    @Test("re-encoding a decoded fixture gives the same pixels back", arguments: cases)
    func roundTripsThroughEncoding(_ fixture: Case) throws {
        let image = try PNGCodec.decode(PNGTestData.fixture(fixture.file))
        let again = try PNGCodec.decode(PNGCodec.encode(image))
        #expect(again == image)
    }

    @Test("the pixel limit is checked against the header before decoding")
    func pixelLimitFromHeader() throws {
        let data = try PNGTestData.fixture("rgb8.png")
        #expect(throws: ImageIOError(.tooLarge, path: "rgb8.png", message: "4×3 = 12 pixels exceeds the limit of 11")) {
            try PNGCodec.decode(data, source: "rgb8.png", pixelLimit: 11)
        }
        #expect(try PNGCodec.decode(data, pixelLimit: 12).pixelCount == 12)
    }

    /// `png` with its `sRGB` chunk replaced by `chunks` (type and data each).
    private static func replacingSRGB(in png: [UInt8], with chunks: [(type: String, data: [UInt8])]) throws -> [UInt8] {
        let srgb = try #require(PNGTestData.chunks(of: png).first { $0.type == "sRGB" })
        var replacement: [UInt8] = []
        for chunk in chunks {
            var bytes = [UInt8](repeating: 0, count: 4) + Array(chunk.type.utf8) + chunk.data + [0, 0, 0, 0]
            PNGTestData.setBigEndianUInt32(UInt32(chunk.data.count), in: &bytes, at: 0)
            PNGTestData.fixCRC(of: PNGTestData.Chunk(type: chunk.type, offset: 0, length: chunk.data.count), in: &bytes)
            replacement += bytes
        }
        return Array(png[..<srgb.offset]) + replacement + Array(png[(srgb.crcOffset + 4)...])
    }

    @Test("gAMA and cHRM chunks are ignored: the stored samples are returned", arguments: [100_000, 45_455, 220_000])
    func gammaChunksIgnored(_ gamma: Int) throws {
        // libpng's simplified API converted a file with gAMA 1.0 to sRGB: 3,071 of these 3,072 pixels changed.
        let image = PNGTestData.sampleImage(width: 64, height: 48)
        var gammaData = [UInt8](repeating: 0, count: 4)
        PNGTestData.setBigEndianUInt32(UInt32(gamma), in: &gammaData, at: 0)
        let chromaticities = [31_270, 32_900, 64_000, 33_000, 30_000, 60_000, 15_000, 6_000].flatMap { value in
            (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
        }
        let png = try PNGCodec.encode(image)
        let withGamma = try Self.replacingSRGB(in: png, with: [("gAMA", gammaData)])
        let withBoth = try Self.replacingSRGB(in: png, with: [("gAMA", gammaData), ("cHRM", chromaticities)])
        #expect(try PNGCodec.decode(withGamma) == image)
        #expect(try PNGCodec.decode(withBoth) == image)
    }
}
