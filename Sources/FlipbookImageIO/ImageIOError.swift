/// A failure to read, decode, encode or write an image.
///
/// The ``description`` names the file (when there is one), what went wrong, and the underlying
/// message from libpng, giflib or the operating system, for example
/// `Goldens/Spin/t=0.250.png: truncated PNG (chunk IDAT declares 8192 bytes and a 4-byte CRC, 1000 left)`.
public struct ImageIOError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The category of an ``ImageIOError``.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// The data does not start with the PNG signature.
        case notPNG
        /// The data does not start with a GIF signature (`GIF87a` or `GIF89a`).
        case notGIF
        /// The data ends before the image is complete.
        case truncated
        /// The data is damaged: a checksum (CRC) mismatch, bad compressed (zlib) data, or an invalid chunk.
        case corrupt
        /// The image has more pixels than the allowed limit.
        case tooLarge
        /// The width, height or sample count is invalid.
        case invalidSize
        /// The file could not be opened, read, written or renamed.
        case io
        /// The codec (libpng or giflib) could not encode the image.
        case encodingFailed
    }

    /// The file format an ``ImageIOError`` concerns.
    public enum Format: String, Sendable, Equatable, CaseIterable {
        /// Portable Network Graphics (libpng).
        case png = "PNG"
        /// Graphics Interchange Format (giflib).
        case gif = "GIF"
    }

    /// What went wrong.
    public let kind: Kind
    /// The file involved, or `nil` for in-memory data without a name.
    public let path: String?
    /// The detail: libpng's or giflib's message, the operating system's error text, or the limit that was
    /// exceeded.
    public let message: String
    /// The format being read or written (``Format/png`` unless said otherwise).
    public let format: Format

    /// Creates an error.
    public init(_ kind: Kind, path: String? = nil, format: Format = .png, message: String) {
        self.kind = kind
        self.path = path
        self.format = format
        self.message = message
    }

    /// The same error, attributed to `path`.
    func attributed(to path: String?) -> ImageIOError {
        ImageIOError(kind, path: path, format: format, message: message)
    }

    /// `<path>: <what went wrong> (<detail>)`, or without the path for unnamed data.
    public var description: String {
        let summary: String
        switch kind {
        case .notPNG: summary = "not a PNG file"
        case .notGIF: summary = "not a GIF file"
        case .truncated: summary = "truncated \(format.rawValue)"
        case .corrupt: summary = "corrupt \(format.rawValue)"
        case .tooLarge: summary = "image too large"
        case .invalidSize: summary = "invalid image size"
        case .io: summary = "I/O error"
        case .encodingFailed: summary = "\(format.rawValue) encoding failed"
        }
        let location = path.map { "\($0): " } ?? ""
        return "\(location)\(summary) (\(message))"
    }
}
