import FlipbookImageIO
import Foundation

/// A PNG file as an image source sees it: one image, with its pixel size, bit depth, colour model (grey for the
/// grey colour types) and whether its colour type (or a `tRNS` chunk) gives it alpha.
struct PNGContainerDecoder: ImageContainerDecoder {
    static let typeIdentifier = "public.png"
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private let decoded: RGBAImage
    private let bitDepth: Int
    private let hasAlpha: Bool
    private let isGray: Bool

    static func matches(_ bytes: [UInt8]) -> Bool { bytes.starts(with: signature) }

    init(bytes: [UInt8], source: String?) throws(ImageIOError) {
        decoded = try PNGCodec.decode(bytes, source: source)
        // IHDR is the first chunk (PNGCodec validated it): bit depth at byte 24, colour type at byte 25.
        bitDepth = Int(bytes[24])
        isGray = bytes[25] == 0 || bytes[25] == 4
        hasAlpha = bytes[25] == 4 || bytes[25] == 6 || Self.hasTransparencyChunk(bytes)
    }

    var count: Int { 1 }

    func image(at index: Int) -> CGImage? { CGImage(decoded) }

    func properties(at index: Int) -> [String: Any] {
        [
            String(kCGImagePropertyPixelWidth): decoded.width,
            String(kCGImagePropertyPixelHeight): decoded.height,
            String(kCGImagePropertyDepth): bitDepth,
            String(kCGImagePropertyHasAlpha): hasAlpha,
            String(kCGImagePropertyColorModel): String(isGray ? kCGImagePropertyColorModelGray : kCGImagePropertyColorModelRGB),
        ]
    }

    var containerProperties: [String: Any] { [:] }

    /// Whether a `tRNS` chunk comes before the image data (where PNG puts it).
    private static func hasTransparencyChunk(_ bytes: [UInt8]) -> Bool {
        var offset = signature.count
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if type == "tRNS" { return true }
            if type == "IDAT" { return false }
            offset += 12 + length
        }
        return false
    }
}
