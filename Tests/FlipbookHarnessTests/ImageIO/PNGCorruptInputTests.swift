import FlipbookImageIO
import Testing

/// Damaged or hostile input gives a typed error naming the source and libpng's message, never a crash.
@Suite("PNG decoding of corrupt input")
struct PNGCorruptInputTests {
    private let valid: [UInt8]

    init() throws {
        valid = try PNGCodec.encode(PNGTestData.sampleImage())
    }

    private func decodingError(_ data: [UInt8], source: String = "input.png") -> ImageIOError? {
        do {
            _ = try PNGCodec.decode(data, source: source)
            return nil
        } catch {
            return error
        }
    }

    @Test("zero bytes is a truncated file")
    func emptyData() throws {
        let error = try #require(decodingError([]))
        #expect(error.kind == .truncated)
        #expect(error.description == "input.png: truncated PNG (empty data, shorter than the PNG signature)")
    }

    @Test("a text file is not a PNG")
    func textIsNotPNG() throws {
        let error = try #require(decodingError(Array("hello, this is not an image\n".utf8)))
        #expect(error.kind == .notPNG)
        #expect(error.path == "input.png")
    }

    @Test("a file cut short is truncated", arguments: [4, 8, 20, 40, -30, -12])
    func truncated(_ cut: Int) throws {
        let length = cut > 0 ? cut : valid.count + cut
        let error = try #require(decodingError(Array(valid.prefix(length))))
        #expect(error.kind == .truncated)
        #expect(error.description.hasPrefix("input.png: truncated PNG ("))
    }

    @Test("a flipped CRC byte is corruption reported by libpng", arguments: ["IHDR", "IDAT"])
    func flippedCRC(_ chunkType: String) throws {
        var data = valid
        let chunk = try #require(PNGTestData.chunks(of: data).first { $0.type == chunkType })
        data[chunk.crcOffset] ^= 0x01
        let error = try #require(decodingError(data))
        #expect(error.kind == .corrupt)
        #expect(error.message.hasPrefix("libpng: "))
        #expect(error.message.contains("CRC"))
    }

    @Test("garbage compressed data with a valid CRC is corruption")
    func garbageZlib() throws {
        var data = valid
        let chunk = try #require(PNGTestData.chunks(of: data).first { $0.type == "IDAT" })
        for index in 0..<chunk.length { data[chunk.dataOffset + index] = UInt8(truncatingIfNeeded: index &* 37 &+ 11) }
        PNGTestData.fixCRC(of: chunk, in: &data)
        let error = try #require(decodingError(data))
        #expect(error.kind == .corrupt)
        #expect(error.message.hasPrefix("libpng: "))
    }

    @Test("a huge declared size is refused from the header, before allocation")
    func hugeDeclaredSize() throws {
        var data = valid
        let header = try #require(PNGTestData.chunks(of: data).first { $0.type == "IHDR" })
        PNGTestData.setBigEndianUInt32(60_000, in: &data, at: header.dataOffset)
        PNGTestData.setBigEndianUInt32(50_000, in: &data, at: header.dataOffset + 4)
        PNGTestData.fixCRC(of: header, in: &data)
        let error = try #require(decodingError(data))
        #expect(error.kind == .tooLarge)
        #expect(error.message == "60000×50000 = 3000000000 pixels exceeds the limit of \(PNGCodec.defaultPixelLimit)")
    }

    @Test("a zero width is corruption")
    func zeroWidth() throws {
        var data = valid
        let header = try #require(PNGTestData.chunks(of: data).first { $0.type == "IHDR" })
        PNGTestData.setBigEndianUInt32(0, in: &data, at: header.dataOffset)
        PNGTestData.fixCRC(of: header, in: &data)
        #expect(decodingError(data)?.kind == .corrupt)
    }

    @Test("every truncation and every single-bit flip gives an image or a typed error")
    func exhaustiveDamage() {
        for length in 0..<valid.count {
            #expect(decodingError(Array(valid.prefix(length))) != nil, "a PNG cut to \(length) bytes decoded")
        }
        for index in valid.indices {
            for bit in [0, 3, 7] {
                var data = valid
                data[index] ^= 1 << bit
                if let image = try? PNGCodec.decode(data) {
                    #expect(image.pixels.count == image.width * image.height * 4)
                }
            }
        }
    }
}
