/// Builds GIF files byte by byte for the decoder's tests, with a minimal LZW writer: every index is written as
/// its own code, with a clear code often enough that the code width never grows. Valid, if poorly compressed.
struct GIFTestFile {
    typealias Color = (r: UInt8, g: UInt8, b: UInt8)

    struct Frame {
        var x = 0
        var y = 0
        var width: Int
        var height: Int
        /// Palette indices, row by row in display order (the writer reorders interlaced frames).
        var indices: [UInt8]
        var localPalette: [Color]?
        var isInterlaced = false
        /// The graphic control extension's disposal field (0–7), or `nil` for no extension.
        var disposalField: Int? = 0
        var delayCentiseconds = 0
        var transparentIndex: UInt8?
        /// Replaces the LZW minimum code size byte (to write invalid files).
        var minimumCodeSizeOverride: UInt8?
        /// Replaces the LZW data with these codes, written at the initial code width.
        var rawCodes: [Int]?
        /// The width of each of ``rawCodes`` (all the initial width when `nil`).
        var rawCodeWidths: [Int]?
    }

    var width: Int
    var height: Int
    var globalPalette: [Color]?
    var backgroundIndex: UInt8 = 0
    /// The NETSCAPE2.0 loop count, or `nil` for no application extension.
    var loopCount: Int?
    var applicationIdentifier = "NETSCAPE2.0"
    var frames: [Frame] = []

    var bytes: [UInt8] {
        var out = Array("GIF89a".utf8)
        out += Self.little16(width) + Self.little16(height)
        let global = globalPalette.map(Self.paddedTable)
        out.append(global.map { 0x80 | UInt8(Self.sizeField(of: $0)) } ?? 0)
        out += [backgroundIndex, 0]
        if let global { out += global.flatMap { [$0.r, $0.g, $0.b] } }
        if let loopCount {
            out += [0x21, 0xFF, 11] + Array(applicationIdentifier.utf8) + [3, 1] + Self.little16(loopCount) + [0]
        }
        for frame in frames { out += Self.bytes(of: frame, globalCount: global?.count ?? 0) }
        out.append(0x3B)
        return out
    }

    static func bytes(of frame: Frame, globalCount: Int) -> [UInt8] {
        var out: [UInt8] = []
        if let disposal = frame.disposalField {
            let packed = UInt8(disposal << 2) | (frame.transparentIndex == nil ? 0 : 1)
            out += [0x21, 0xF9, 4, packed] + little16(frame.delayCentiseconds) + [frame.transparentIndex ?? 0, 0]
        }
        out += [0x2C] + little16(frame.x) + little16(frame.y) + little16(frame.width) + little16(frame.height)
        let local = frame.localPalette.map(paddedTable)
        var packed: UInt8 = frame.isInterlaced ? 0x40 : 0
        if let local { packed |= 0x80 | UInt8(sizeField(of: local)) }
        out.append(packed)
        if let local { out += local.flatMap { [$0.r, $0.g, $0.b] } }
        let paletteCount = local?.count ?? globalCount
        let largestIndex = Int(frame.indices.max() ?? 0)
        var codeSize = 2
        while 1 << codeSize < max(paletteCount, largestIndex + 1) { codeSize += 1 }
        out.append(frame.minimumCodeSizeOverride ?? UInt8(codeSize))
        let stored = frame.isInterlaced ? interlaced(frame.indices, width: frame.width, height: frame.height) : frame.indices
        let codes = frame.rawCodes ?? codes(for: stored, codeSize: codeSize)
        out += subBlocks(lzw(codes, widths: frame.rawCodeWidths ?? Array(repeating: codeSize + 1, count: codes.count)))
        out.append(0)
        return out
    }

    /// `data` split into sub-blocks of at most 255 bytes, each after its length byte (no terminator).
    static func subBlocks(_ data: [UInt8]) -> [UInt8] {
        stride(from: 0, to: data.count, by: 255).flatMap { start in
            let block = data[start..<min(start + 255, data.count)]
            return [UInt8(block.count)] + block
        }
    }

    /// Clear, then each index as a code, a clear after every `2^codeSize - 2` codes, then end of information.
    static func codes(for indices: [UInt8], codeSize: Int) -> [Int] {
        let clear = 1 << codeSize
        var codes = [clear]
        for (count, index) in indices.enumerated() {
            if count > 0, count % (clear - 2) == 0 { codes.append(clear) }
            codes.append(Int(index))
        }
        codes.append(clear + 1)
        return codes
    }

    /// Codes of the given bit widths packed least significant bit first.
    static func lzw(_ codes: [Int], widths: [Int]) -> [UInt8] {
        var out: [UInt8] = []
        var buffer = 0
        var bits = 0
        for (code, width) in zip(codes, widths) {
            buffer |= code << bits
            bits += width
            while bits >= 8 {
                out.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bits -= 8
            }
        }
        if bits > 0 { out.append(UInt8(buffer & 0xFF)) }
        return out
    }

    /// Rows in the four-pass order: every 8th from 0, every 8th from 4, every 4th from 2, every 2nd from 1.
    static func interlaced(_ indices: [UInt8], width: Int, height: Int) -> [UInt8] {
        let rows = [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in stride(from: start, to: height, by: step) }
        return rows.flatMap { indices[$0 * width..<($0 + 1) * width] }
    }

    static func little16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }

    /// The palette padded with black to a power of two of at least 2 entries.
    static func paddedTable(_ palette: [Color]) -> [Color] {
        var size = 2
        while size < palette.count { size *= 2 }
        return palette + Array(repeating: (0, 0, 0), count: size - palette.count)
    }

    static func sizeField(of table: [Color]) -> Int { table.count.trailingZeroBitCount - 1 }
}
