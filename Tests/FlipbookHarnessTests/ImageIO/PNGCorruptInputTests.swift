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

    /// A chunk as bytes: length, type, `data`, CRC. `declaredLength` replaces the true length.
    private func chunk(_ type: String, _ data: [UInt8], declaredLength: UInt32? = nil) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 4) + Array(type.utf8) + data + [0, 0, 0, 0]
        PNGTestData.setBigEndianUInt32(UInt32(data.count), in: &bytes, at: 0)
        PNGTestData.fixCRC(of: PNGTestData.Chunk(type: type, offset: 0, length: data.count), in: &bytes)
        if let declaredLength { PNGTestData.setBigEndianUInt32(declaredLength, in: &bytes, at: 0) }
        return bytes
    }

    /// The signature and the header of a 64×64 8-bit RGBA image: 33 bytes.
    private var signatureAndHeader: [UInt8] {
        var header = [UInt8](repeating: 0, count: 13)
        PNGTestData.setBigEndianUInt32(64, in: &header, at: 0)
        PNGTestData.setBigEndianUInt32(64, in: &header, at: 4)
        header[8] = 8
        header[9] = 6
        return Array(valid.prefix(8)) + chunk("IHDR", header)
    }

    @Test("a chunk declaring more bytes than are left is refused before libpng sees it", arguments: ["tEXt", "zTXt", "sPLT", "iCCP", "IDAT"])
    func chunkLongerThanData(_ type: String) throws {
        // 57 bytes, like libpng's crashers/huge_*_chunk.png: libpng 1.6.39 reserves 2 GiB for the text chunks.
        let data = signatureAndHeader + chunk(type, [UInt8](repeating: 0, count: 12), declaredLength: 0x7FFF_FFFF)
        #expect(data.count == 57)
        #expect(decodingError(data) == ImageIOError(
            .truncated, path: "input.png", message: "chunk \(type) declares 2147483647 bytes and a 4-byte CRC, 16 left"
        ))
    }

    @Test("a header chunk declaring a huge length, and a length beyond PNG's 2³¹ − 1, are refused")
    func hugeHeaderLength() throws {
        var data = valid
        PNGTestData.setBigEndianUInt32(0x7FFF_FFFF, in: &data, at: 8)
        #expect(decodingError(data) == ImageIOError(
            .truncated, path: "input.png", message: "chunk IHDR declares 2147483647 bytes and a 4-byte CRC, \(valid.count - 16) left"
        ))
        PNGTestData.setBigEndianUInt32(0xFFFF_FFF0, in: &data, at: 8)
        #expect(decodingError(data) == ImageIOError(
            .corrupt, path: "input.png", message: "chunk IHDR declares 4294967280 bytes, more than PNG's limit of 2147483647"
        ))
    }

    @Test("a chunk whose CRC is cut off, a cut chunk header and a missing IEND are truncation")
    func cutChunkFraming() throws {
        #expect(decodingError(Array(valid.dropLast(2))) == ImageIOError(
            .truncated, path: "input.png", message: "chunk IEND declares 0 bytes and a 4-byte CRC, 2 left"
        ))
        #expect(decodingError(Array(valid.dropLast(7))) == ImageIOError(
            .truncated, path: "input.png", message: "the data ends inside a chunk header (5 of 8 bytes)"
        ))
        #expect(decodingError(Array(valid.dropLast(12))) == ImageIOError(
            .truncated, path: "input.png", message: "the data ends before the IEND chunk"
        ))
    }

    @Test("a chunk type that is not four letters is named in hexadecimal")
    func binaryChunkType() throws {
        let data = signatureAndHeader + [0x00, 0x00, 0x10, 0x00, 0x00, 0xFF, 0x12, 0x7F] + [UInt8](repeating: 0, count: 8)
        #expect(decodingError(data)?.message == "chunk 0x00FF127F declares 4096 bytes and a 4-byte CRC, 8 left")
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
