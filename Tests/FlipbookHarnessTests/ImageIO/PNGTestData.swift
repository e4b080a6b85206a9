import Foundation
import Testing
import FlipbookImageIO

/// Shared inputs of the PNG tests: committed fixtures, and surgery on encoded PNG bytes.
enum PNGTestData {
    /// The bytes of `Fixtures/png/<name>`.
    static func fixture(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/png/\(name)")
        return [UInt8](try Data(contentsOf: url))
    }

    /// The bytes of `Fixtures/pngsuite/<name>.png`, a file of Willem van Schaik's PngSuite.
    static func pngSuiteFile(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: pngSuiteFolder().appendingPathComponent("\(name).png")))
    }

    /// The names (without `.png`) of every PngSuite file in `Fixtures/pngsuite`, sorted.
    static func pngSuiteNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: pngSuiteFolder().path)
            .filter { $0.hasSuffix(".png") }
            .map { String($0.dropLast(4)) }
            .sorted()
    }

    private static func pngSuiteFolder() throws -> URL {
        try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/pngsuite")
    }

    /// A small opaque image with a different colour in every pixel.
    static func sampleImage(width: Int = 6, height: Int = 5) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 255)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = (r: UInt8(truncatingIfNeeded: x * 40), g: UInt8(truncatingIfNeeded: y * 50), b: UInt8(truncatingIfNeeded: (x + y) * 20), a: 255)
            }
        }
        return image
    }

    /// One chunk of a PNG stream: its type and where its length field starts.
    struct Chunk {
        let type: String
        let offset: Int
        let length: Int
        /// The offset of the chunk's data (after length and type).
        var dataOffset: Int { offset + 8 }
        /// The offset of the chunk's CRC (after its data).
        var crcOffset: Int { dataOffset + length }
    }

    /// The chunks of a well-formed PNG stream, in order.
    static func chunks(of png: [UInt8]) -> [Chunk] {
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = Int(bigEndianUInt32(png, at: offset))
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append(Chunk(type: type, offset: offset, length: length))
            offset += 12 + length
        }
        return chunks
    }

    /// Recomputes the CRC of `chunk` after its data was edited, so only the edit itself is "wrong".
    static func fixCRC(of chunk: Chunk, in png: inout [UInt8]) {
        let crc = crc32(png[(chunk.offset + 4)..<chunk.crcOffset])
        for index in 0..<4 {
            png[chunk.crcOffset + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index))
        }
    }

    static func bigEndianUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func setBigEndianUInt32(_ value: UInt32, in bytes: inout [UInt8], at offset: Int) {
        for index in 0..<4 {
            bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index))
        }
    }

    /// The CRC-32 PNG uses (ISO 3309, polynomial 0xEDB88320), bit by bit.
    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }
}
