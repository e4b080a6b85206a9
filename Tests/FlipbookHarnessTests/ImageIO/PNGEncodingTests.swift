import FlipbookImageIO
import Testing

/// What the encoder writes: 8-bit RGBA, an sRGB chunk, straight alpha, the same bytes every time.
@Suite("PNG encoding")
struct PNGEncodingTests {
    @Test("writes 8-bit RGBA (colour type 6) with an sRGB chunk and nothing time-dependent")
    func chunkLayout() throws {
        let data = try PNGCodec.encode(PNGTestData.sampleImage())
        let chunks = PNGTestData.chunks(of: data)
        #expect(chunks.map(\.type) == ["IHDR", "sRGB", "IDAT", "IEND"])
        let header = try #require(chunks.first)
        #expect(PNGTestData.bigEndianUInt32(data, at: header.dataOffset) == 6)
        #expect(PNGTestData.bigEndianUInt32(data, at: header.dataOffset + 4) == 5)
        #expect(data[header.dataOffset + 8] == 8)
        #expect(data[header.dataOffset + 9] == 6)
    }

    @Test("the same image always encodes to the same bytes")
    func deterministic() throws {
        let image = PNGTestData.sampleImage(width: 64, height: 48)
        let first = try PNGCodec.encode(image)
        for _ in 0..<3 {
            #expect(try PNGCodec.encode(image) == first)
        }
    }

    @Test("fast compression is lossless and deterministic, and really a different setting")
    func fastCompression() throws {
        let image = PNGTestData.sampleImage(width: 64, height: 48)
        let fast = try PNGCodec.encode(image, compression: .fast)
        #expect(try PNGCodec.decode(fast) == image)
        #expect(try PNGCodec.encode(image, compression: .fast) == fast)
        #expect(fast != (try PNGCodec.encode(image)))
    }

    @Test("straight alpha survives, including colour under fully transparent pixels")
    func straightAlpha() throws {
        var image = RGBAImage(width: 4, height: 1, red: 0, green: 0, blue: 0, alpha: 0)
        image[0, 0] = (r: 200, g: 100, b: 50, a: 0)
        image[1, 0] = (r: 200, g: 100, b: 50, a: 1)
        image[2, 0] = (r: 200, g: 100, b: 50, a: 128)
        image[3, 0] = (r: 200, g: 100, b: 50, a: 255)
        #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
    }

    @Test("an image larger than the first output guess still encodes (incompressible noise)")
    func incompressible() throws {
        var state: UInt32 = 12345
        let pixels = (0..<(128 * 64 * 4)).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        let image = try RGBAImage(width: 128, height: 64, pixels: pixels)
        let data = try PNGCodec.encode(image)
        #expect(data.count > pixels.count / 2)
        #expect(try PNGCodec.decode(data) == image)
    }

    @Test("RGBAImage validates its sample count")
    func imageValidation() {
        #expect(throws: ImageIOError(.invalidSize, message: "2×2 RGBA needs 16 bytes, got 15")) {
            try RGBAImage(width: 2, height: 2, pixels: Array(repeating: 0, count: 15))
        }
        #expect(throws: ImageIOError(.invalidSize, message: "negative image size -1×2")) {
            try RGBAImage(width: -1, height: 2, pixels: [])
        }
        #expect(throws: ImageIOError(.invalidSize, message: "image size \(Int.max)×2 overflows")) {
            try RGBAImage(width: Int.max, height: 2, pixels: [])
        }
    }
}
