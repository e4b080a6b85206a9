import FlipbookImageIO
import Testing

/// Willem van Schaik's PngSuite (`Fixtures/pngsuite`, with its README and licence): every valid file
/// decodes, every corrupt `x*` file is refused with a typed error, and every Adam7-interlaced file decodes
/// to exactly the pixels of its non-interlaced twin.
@Suite("PngSuite")
struct PngSuiteTests {
    /// A corrupt PngSuite file and the error kind its damage must give.
    struct Corrupt: CustomTestStringConvertible, Sendable {
        let file: String
        let kind: ImageIOError.Kind
        var testDescription: String { file }
    }

    /// An interlaced PngSuite file and the non-interlaced file holding the same image.
    struct Twins: CustomTestStringConvertible, Sendable {
        let interlaced: String
        let progressive: String
        var testDescription: String { "\(interlaced) = \(progressive)" }
    }

    /// The damage of each `x*` file, as PngSuite's README describes it.
    static let corrupt: [Corrupt] = [
        Corrupt(file: "xs1n0g01", kind: .notPNG),  // signature byte 1 MSBit reset to zero
        Corrupt(file: "xs2n0g01", kind: .notPNG),  // signature byte 2 is a 'Q'
        Corrupt(file: "xs4n0g01", kind: .notPNG),  // signature byte 4 lowercase
        Corrupt(file: "xs7n0g01", kind: .notPNG),  // 7th byte a space instead of control-Z
        Corrupt(file: "xcrn0g04", kind: .notPNG),  // added CR bytes
        Corrupt(file: "xlfn0g04", kind: .notPNG),  // added LF bytes
        Corrupt(file: "xhdn0g08", kind: .corrupt),  // incorrect IHDR checksum
        Corrupt(file: "xc1n0g08", kind: .corrupt),  // colour type 1
        Corrupt(file: "xc9n2c08", kind: .corrupt),  // colour type 9
        Corrupt(file: "xd0n2c08", kind: .corrupt),  // bit depth 0
        Corrupt(file: "xd3n2c08", kind: .corrupt),  // bit depth 3
        Corrupt(file: "xd9n2c08", kind: .corrupt),  // bit depth 99
        Corrupt(file: "xdtn0g01", kind: .corrupt),  // missing IDAT chunk
        Corrupt(file: "xcsn0g01", kind: .corrupt),  // incorrect IDAT checksum
    ]

    /// The basic formats (`basi*`), the ones without a background chunk (`bgai*`) and the odd sizes
    /// (`s01i`…`s40i`), each with its twin.
    static let twins: [Twins] =
        ["0g01", "0g02", "0g04", "0g08", "0g16", "2c08", "2c16", "3p01", "3p02", "3p04", "3p08", "4a08", "4a16", "6a08", "6a16"]
        .map { Twins(interlaced: "basi\($0)", progressive: "basn\($0)") }
        + ["4a08", "4a16"].map { Twins(interlaced: "bgai\($0)", progressive: "basn\($0)") }
        + ["01i3p01", "02i3p01", "03i3p01", "04i3p01", "05i3p02", "06i3p02", "07i3p02", "08i3p02", "09i3p02",
           "32i3p04", "33i3p04", "34i3p04", "35i3p04", "36i3p04", "37i3p04", "38i3p04", "39i3p04", "40i3p04"]
        .map { Twins(interlaced: "s\($0)", progressive: "s\($0.replacingOccurrences(of: "i", with: "n"))") }

    /// Every file of the suite that is not an `x*` file.
    static let valid: [String] = ((try? PNGTestData.pngSuiteNames()) ?? []).filter { !$0.hasPrefix("x") }

    @Test("the committed suite is complete: 161 valid files and the 14 corrupt ones")
    func suiteIsComplete() throws {
        let names = try PNGTestData.pngSuiteNames()
        #expect(Self.valid.count == 161)
        #expect(Set(names.filter { $0.hasPrefix("x") }) == Set(Self.corrupt.map(\.file)))
    }

    @Test("every valid file decodes at the size its header declares", arguments: valid)
    func validFileDecodes(_ name: String) throws {
        let data = try PNGTestData.pngSuiteFile(name)
        let image = try PNGCodec.decode(data, source: name)
        #expect(image.width == Int(PNGTestData.bigEndianUInt32(data, at: 16)))
        #expect(image.height == Int(PNGTestData.bigEndianUInt32(data, at: 20)))
    }

    @Test("every corrupt file is refused with the error its damage calls for", arguments: corrupt)
    func corruptFileIsRefused(_ file: Corrupt) throws {
        let data = try PNGTestData.pngSuiteFile(file.file)
        let error = #expect(throws: ImageIOError.self) { try PNGCodec.decode(data, source: file.file) }
        #expect(error?.kind == file.kind)
        #expect(error?.path == file.file)
    }

    @Test("an interlaced file decodes to its non-interlaced twin, byte for byte", arguments: twins)
    func interlacedEqualsTwin(_ pair: Twins) throws {
        let interlaced = try PNGCodec.decode(PNGTestData.pngSuiteFile(pair.interlaced))
        let progressive = try PNGCodec.decode(PNGTestData.pngSuiteFile(pair.progressive))
        #expect(interlaced == progressive)
    }

    @Test("one image split into 1, 2, 4 or 9 IDAT chunks decodes the same", arguments: ["oi2n0g16", "oi4n0g16", "oi9n0g16"])
    func idatSplitDecodesTheSame(_ name: String) throws {
        #expect(try PNGCodec.decode(PNGTestData.pngSuiteFile(name)) == PNGCodec.decode(PNGTestData.pngSuiteFile("oi1n0g16")))
    }

    /// A pixel of a 16-bit file and its stored samples (grey, grey + alpha, RGB or RGBA), as libpng reads
    /// them without transformations.
    struct StoredPixel: CustomTestStringConvertible, Sendable {
        let file: String
        let x: Int
        let y: Int
        let samples: [UInt16]
        var testDescription: String { "\(file) (\(x), \(y))" }
    }

    /// Samples where rounding and truncation (`v >> 8`) differ, interlaced and not: 50688 → 197
    /// (truncation gives 198), 10485 → 41 (40), 13558 → 53 (52).
    static let storedPixels: [StoredPixel] = [
        StoredPixel(file: "basn0g16", x: 22, y: 0, samples: [50688]),
        StoredPixel(file: "basi0g16", x: 22, y: 0, samples: [50688]),
        StoredPixel(file: "basn2c16", x: 7, y: 2, samples: [50737, 61307, 0]),
        StoredPixel(file: "basi4a16", x: 5, y: 3, samples: [10485, 12685]),
        StoredPixel(file: "basi6a16", x: 30, y: 7, samples: [0, 51976, 13558, 4229]),
    ]

    @Test("16-bit samples become the nearest 8-bit level, v / 257 rounded, not truncated", arguments: storedPixels)
    func sixteenBitRounding(_ pixel: StoredPixel) throws {
        let image = try PNGCodec.decode(PNGTestData.pngSuiteFile(pixel.file))
        let levels = pixel.samples.map { UInt8((2 * UInt32($0) + 257) / 514) }
        let colour = levels.count <= 2 ? [levels[0], levels[0], levels[0]] : Array(levels.prefix(3))
        let alpha = levels.count.isMultiple(of: 2) ? levels[levels.count - 1] : 255
        let offset = (pixel.y * image.width + pixel.x) * 4
        #expect(Array(image.pixels[offset..<(offset + 4)]) == colour + [alpha])
    }

    @Test("every cut of an interlaced 16-bit file gives a typed error, never a crash")
    func everyCutOfInterlaced16Bit() throws {
        let data = try PNGTestData.pngSuiteFile("basi6a16")
        for length in 0..<data.count {
            #expect(throws: ImageIOError.self) { try PNGCodec.decode(Array(data.prefix(length))) }
        }
    }
}
