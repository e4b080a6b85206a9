import CFlipbookPNG
import CLibPNG

/// Reads PNG files through libpng's row-by-row API and writes them through its simplified API.
///
/// Decoding accepts every PNG colour type (grey, grey + alpha, palette, RGB, RGBA), every bit depth
/// (1 to 16), with or without a `tRNS` transparency chunk, interlaced or not, and always produces an
/// 8-bit straight-alpha ``RGBAImage`` of the stored samples (16-bit ones scaled with rounding); an
/// Adam7-interlaced file decodes to the same pixels as its non-interlaced twin. `gAMA`, `cHRM` and `iCCP`
/// chunks are ignored, so no gamma or colour conversion happens: two files with the same samples decode
/// to the same pixels whatever colour space they declare, which is what an image comparison needs.
///
/// Encoding writes 8-bit RGBA with straight alpha and an `sRGB` chunk, and nothing time-dependent,
/// so the same image always gives the same bytes.
///
/// Every function is safe to call from several threads at once. Bad input gives an ``ImageIOError``,
/// never a crash.
public enum PNGCodec {
    /// The default largest image, in pixels, that ``decode(_:source:pixelLimit:)`` accepts: 64 megapixels.
    public static let defaultPixelLimit = 64_000_000

    /// How hard the encoder compresses. Both settings are lossless and deterministic.
    public enum Compression: Sendable, Equatable {
        /// libpng's default filtering and zlib level: the smallest files. Use it for files kept in git.
        case smallest
        /// No row filtering and zlib level 3: roughly 1.7× faster to encode, files about 2–3× larger.
        /// Use it for throwaway output such as diff images and test artifacts.
        case fast
    }

    /// The largest PNG file, in bytes, that ``read(contentsOf:pixelLimit:)`` reads for a given pixel limit:
    /// 9 bytes per pixel plus 16 MiB, saturating at `Int.max`.
    ///
    /// Nine bytes per pixel hold the samples of the widest format (16-bit RGBA) stored without compression,
    /// with a filter byte per row even when every row is one pixel wide; the 16 MiB leave room for chunk
    /// framing and ancillary chunks. For the ``defaultPixelLimit`` the limit is 592,777,216 bytes
    /// (about 565 MiB). A larger file is refused from its size, before its body is read.
    public static func fileByteLimit(pixelLimit: Int) -> Int {
        let (samples, overflow) = max(pixelLimit, 0).multipliedReportingOverflow(by: 9)
        let (total, overflowTotal) = samples.addingReportingOverflow(16 << 20)
        return overflow || overflowTotal ? Int.max : total
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes PNG data into an 8-bit straight-alpha RGBA image.
    ///
    /// - Parameters:
    ///   - data: The complete PNG file.
    ///   - source: A name for the data (usually its path), used in error messages.
    ///   - pixelLimit: The largest accepted `width * height`. The header is checked against it before
    ///     any pixel memory is allocated.
    /// - Throws: ``ImageIOError`` of kind ``ImageIOError/Kind/notPNG``, ``ImageIOError/Kind/truncated``,
    ///   ``ImageIOError/Kind/corrupt`` (CRC or zlib damage, invalid chunks) or ``ImageIOError/Kind/tooLarge``,
    ///   with libpng's message.
    public static func decode(
        _ data: [UInt8],
        source: String? = nil,
        pixelLimit: Int = defaultPixelLimit
    ) throws(ImageIOError) -> RGBAImage {
        try checkSignature(data, source: source)
        let colourChunks = try data.withUnsafeBytes { memory in chunkLayout(memory, source: source) }.get()
        let samples = colourChunks.isEmpty ? data : removing(colourChunks, from: data)
        let result = samples.withUnsafeBytes { memory in
            decodeValidated(memory, source: source, pixelLimit: pixelLimit)
        }
        return try result.get()
    }

    /// Encodes an image as an 8-bit RGBA PNG with an `sRGB` chunk.
    ///
    /// The output is deterministic: the same image and compression always encode to the same bytes.
    ///
    /// - Parameters:
    ///   - image: The image to encode.
    ///   - compression: ``Compression/smallest`` (the default) or ``Compression/fast``.
    /// - Throws: ``ImageIOError`` of kind ``ImageIOError/Kind/invalidSize`` for an empty image (PNG needs
    ///   at least one pixel) or one wider than PNG allows, ``ImageIOError/Kind/encodingFailed`` if libpng fails.
    public static func encode(_ image: RGBAImage, compression: Compression = .smallest) throws(ImageIOError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw ImageIOError(.invalidSize, message: "PNG needs at least 1×1 pixels, got \(image.width)×\(image.height)")
        }
        guard image.width <= Int(Int32.max) / 4, image.height <= Int(Int32.max) else {
            throw ImageIOError(.invalidSize, message: "\(image.width)×\(image.height) exceeds PNG's size limit")
        }
        // Well-compressed frames need far less than the raw size; a first guess of half of it avoids a
        // second compression pass for almost every image, and libpng reports the exact size when it doesn't fit.
        var capacity = image.pixels.count / 2 + 4096
        while true {
            var control = png_image()
            control.version = flipbook_png_image_version
            control.width = UInt32(image.width)
            control.height = UInt32(image.height)
            control.format = flipbook_png_format_rgba
            control.flags = compression == .fast ? flipbook_png_image_flag_fast : 0
            var size = capacity
            var succeeded: Int32 = 0
            let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                succeeded = image.pixels.withUnsafeBytes { pixels in
                    png_image_write_to_memory(&control, buffer.baseAddress, &size, 0, pixels.baseAddress, Int32(image.width * 4), nil)
                }
                initialized = succeeded != 0 ? size : 0
            }
            if succeeded != 0 { return output }
            png_image_free(&control)
            guard size > capacity else {
                throw ImageIOError(.encodingFailed, message: "libpng: \(libpngMessage(control))")
            }
            capacity = size
        }
    }

    /// Reads and decodes the PNG file at `path`.
    ///
    /// Only a regular file is read: a directory, named pipe, socket or device is refused without reading
    /// from it (and a pipe without a writer does not block). The 8-byte signature is checked before the
    /// rest of the file is read, and a file larger than ``fileByteLimit(pixelLimit:)`` is refused from its
    /// size.
    ///
    /// - Throws: ``ImageIOError`` naming `path`: ``ImageIOError/Kind/io`` when the file cannot be opened or
    ///   read or is not a regular file, ``ImageIOError/Kind/tooLarge`` when it exceeds
    ///   ``fileByteLimit(pixelLimit:)``, otherwise any error of ``decode(_:source:pixelLimit:)``.
    public static func read(contentsOf path: String, pixelLimit: Int = defaultPixelLimit) throws(ImageIOError) -> RGBAImage {
        let data = try FileIO.readRegularFile(
            path,
            byteLimit: fileByteLimit(pixelLimit: pixelLimit),
            header: (signature.count, { (bytes) throws(ImageIOError) in try checkSignature(bytes, source: path) })
        )
        return try decode(data, source: path, pixelLimit: pixelLimit)
    }

    /// Encodes `image` and writes it to `path` atomically (a temporary file in the same folder renamed
    /// over `path`), creating missing parent folders. Concurrent readers see the old file or the new one,
    /// never a partial file.
    ///
    /// - Throws: ``ImageIOError`` naming `path`, of kind ``ImageIOError/Kind/io`` or any error of
    ///   ``encode(_:compression:)``.
    public static func write(_ image: RGBAImage, to path: String, compression: Compression = .smallest) throws(ImageIOError) {
        let data: [UInt8]
        do {
            data = try encode(image, compression: compression)
        } catch {
            throw error.attributed(to: path)
        }
        try FileIO.writeAtomically(data, to: path)
    }

    private static func checkSignature(_ data: [UInt8], source: String?) throws(ImageIOError) {
        if data.count >= signature.count, data.starts(with: signature) { return }
        if data.count < signature.count, signature.starts(with: data) {
            let detail = data.isEmpty ? "empty data" : "only \(data.count) bytes"
            throw ImageIOError(.truncated, path: source, message: "\(detail), shorter than the PNG signature")
        }
        throw ImageIOError(.notPNG, path: source, message: "the data does not start with the PNG signature")
    }

    /// Decodes data whose signature and chunk framing were checked, in two calls of the C decoder: the
    /// first reads the header and checks the limits, the second decodes into the image's own storage.
    private static func decodeValidated(
        _ memory: UnsafeRawBufferPointer,
        source: String?,
        pixelLimit: Int
    ) -> Result<RGBAImage, ImageIOError> {
        let bytes = memory.baseAddress?.assumingMemoryBound(to: UInt8.self)
        let limit = max(pixelLimit, 0)
        var result = flipbook_png_result()
        let header = flipbook_png_decode_rgba8(bytes, memory.count, limit, nil, 0, &result)
        guard header == flipbook_png_ok else {
            return .failure(decoderError(header, result, source: source, pixelLimit: pixelLimit))
        }
        let width = Int(result.width)
        let height = Int(result.height)
        let byteCount = width * height * 4
        var status = flipbook_png_ok
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            status = flipbook_png_decode_rgba8(bytes, memory.count, limit, buffer.baseAddress, byteCount, &result)
            initialized = status == flipbook_png_ok ? byteCount : 0
        }
        guard status == flipbook_png_ok else {
            return .failure(decoderError(status, result, source: source, pixelLimit: pixelLimit))
        }
        return Result { () throws(ImageIOError) in try RGBAImage(width: width, height: height, pixels: pixels) }
    }

    /// The error for a refusal of `flipbook_png_decode_rgba8`.
    private static func decoderError(
        _ status: flipbook_png_status,
        _ result: flipbook_png_result,
        source: String?,
        pixelLimit: Int
    ) -> ImageIOError {
        let width = Int(result.width)
        let height = Int(result.height)
        switch status {
        case flipbook_png_pixel_limit_exceeded:
            return ImageIOError(
                .tooLarge,
                path: source,
                message: "\(width)×\(height) = \(width * height) pixels exceeds the limit of \(pixelLimit)"
            )
        case flipbook_png_row_too_wide:
            return ImageIOError(.tooLarge, path: source, message: "width \(width) exceeds the row size limit")
        case flipbook_png_libpng_error:
            let message = withUnsafeBytes(of: result.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return libpngError(message.isEmpty ? "unknown error" : message, source: source)
        default:
            return ImageIOError(.corrupt, path: source, message: "PNG decoder status \(status.rawValue)")
        }
    }

    /// The colour-space chunk types (gamma, chromaticities, ICC profile): `gAMA`, `cHRM`, `iCCP`. The
    /// decoder converts nothing, so it needs none of them; left out, libpng neither decompresses nor
    /// judges a profile it would not use, and the outcome depends on the stored samples alone.
    private static let colourSpaceChunkTypes: Set<UInt32> = [0x6741_4D41, 0x6348_524D, 0x6943_4350]

    /// Walks the chunk headers (length, type, CRC position) from the signature to `IEND`, before libpng
    /// sees the data, and returns where the ``colourSpaceChunkTypes`` chunks are.
    ///
    /// A chunk declaring more bytes than are left would otherwise make libpng reserve memory for it (up
    /// to 2 GiB), and libpng stops reading after the last image row, so a file cut inside its final
    /// chunks would decode. Bytes after `IEND` are ignored, as libpng does.
    private static func chunkLayout(_ memory: UnsafeRawBufferPointer, source: String?) -> Result<[Range<Int>], ImageIOError> {
        var colourChunks: [Range<Int>] = []
        var offset = signature.count
        while true {
            let left = memory.count - offset
            guard left >= 8 else {
                let detail = left == 0 ? "the data ends before the IEND chunk"
                    : "the data ends inside a chunk header (\(left) of 8 bytes)"
                return .failure(ImageIOError(.truncated, path: source, message: detail))
            }
            let length = Int(UInt32(bigEndian: memory.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            let type = UInt32(bigEndian: memory.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
            guard length <= Int(Int32.max) else {
                return .failure(ImageIOError(
                    .corrupt,
                    path: source,
                    message: "chunk \(chunkName(type)) declares \(length) bytes, more than PNG's limit of 2147483647"
                ))
            }
            guard length + 4 <= left - 8 else {
                return .failure(ImageIOError(
                    .truncated,
                    path: source,
                    message: "chunk \(chunkName(type)) declares \(length) bytes and a 4-byte CRC, \(left - 8) left"
                ))
            }
            if type == 0x4945_4E44 { return .success(colourChunks) }  // "IEND"
            if colourSpaceChunkTypes.contains(type) { colourChunks.append(offset..<(offset + 12 + length)) }
            offset += 12 + length
        }
    }

    /// `data` without the bytes in `ranges` (ascending, not overlapping).
    private static func removing(_ ranges: [Range<Int>], from data: [UInt8]) -> [UInt8] {
        var kept: [UInt8] = []
        kept.reserveCapacity(data.count)
        var start = 0
        for range in ranges {
            kept += data[start..<range.lowerBound]
            start = range.upperBound
        }
        kept += data[start...]
        return kept
    }

    /// A chunk type as its four letters, or in hexadecimal when it is not four ASCII letters.
    private static func chunkName(_ type: UInt32) -> String {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: type >> (24 - 8 * $0)) }
        let isLetters = bytes.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        if isLetters { return String(decoding: bytes, as: UTF8.self) }
        let hex = String(type, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// An error carrying libpng's message, classified by what the message says.
    private static func libpngError(_ message: String, source: String?) -> ImageIOError {
        ImageIOError(kind(ofLibpngMessage: message), path: source, message: "libpng: \(message)")
    }

    static func kind(ofLibpngMessage message: String) -> ImageIOError.Kind {
        let lowered = message.lowercased()
        if lowered.contains("not a png") || lowered.contains("signature") { return .notPNG }
        if lowered.contains("beyond end") || lowered.contains("not enough") || lowered.contains("truncated")
            || lowered.contains("unexpected end") {
            return .truncated
        }
        if lowered.contains("exceeds user limit") || lowered.contains("too large") || lowered.contains("out of memory") {
            return .tooLarge
        }
        return .corrupt
    }

    private static func libpngMessage(_ control: png_image) -> String {
        withUnsafeBytes(of: control.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.isEmpty ? "unknown error" : text
        }
    }
}
