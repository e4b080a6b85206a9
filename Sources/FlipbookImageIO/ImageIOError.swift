/// A failure to read, decode, encode or write an image.
///
/// The ``description`` names the file (when there is one), what went wrong, and the underlying
/// message from libpng or the operating system, for example
/// `Goldens/Spin/t=0.250.png: truncated PNG (libpng: read beyond end of data)`.
public struct ImageIOError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The category of an ``ImageIOError``.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// The data does not start with the PNG signature.
        case notPNG
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
        /// libpng could not encode the image.
        case encodingFailed
    }

    /// What went wrong.
    public let kind: Kind
    /// The file involved, or `nil` for in-memory data without a name.
    public let path: String?
    /// The detail: libpng's message, the operating system's error text, or the limit that was exceeded.
    public let message: String

    /// Creates an error.
    public init(_ kind: Kind, path: String? = nil, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// The same error, attributed to `path`.
    func attributed(to path: String?) -> ImageIOError {
        ImageIOError(kind, path: path, message: message)
    }

    /// `<path>: <what went wrong> (<detail>)`, or without the path for unnamed data.
    public var description: String {
        let summary: String
        switch kind {
        case .notPNG: summary = "not a PNG file"
        case .truncated: summary = "truncated PNG"
        case .corrupt: summary = "corrupt PNG"
        case .tooLarge: summary = "image too large"
        case .invalidSize: summary = "invalid image size"
        case .io: summary = "I/O error"
        case .encodingFailed: summary = "PNG encoding failed"
        }
        let location = path.map { "\($0): " } ?? ""
        return "\(location)\(summary) (\(message))"
    }
}
