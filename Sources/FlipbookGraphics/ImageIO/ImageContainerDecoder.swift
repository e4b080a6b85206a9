import FlipbookImageIO
import Foundation

/// A decoded image file behind a ``CGImageSource``: one format's reading of the data (PNG: one image; GIF: its
/// frames composited on the canvas).
protocol ImageContainerDecoder: Sendable {
    /// The uniform type identifier of the format (`"public.png"`, `"com.compuserve.gif"`).
    static var typeIdentifier: String { get }
    /// Whether `bytes` start with the format's signature.
    static func matches(_ bytes: [UInt8]) -> Bool
    /// Decodes the container; `source` names the data in errors.
    init(bytes: [UInt8], source: String?) throws(ImageIOError)

    /// The number of images.
    var count: Int { get }
    /// Image `index` (0 ..< ``count``), or `nil` when it cannot be decoded.
    func image(at index: Int) -> CGImage?
    /// The properties of image `index` (0 ..< ``count``), keyed as ImageIO's `kCGImageProperty…` constants.
    func properties(at index: Int) -> [String: Any]
    /// The properties of the file as a whole.
    var containerProperties: [String: Any] { get }
}

/// The formats image sources read, in the order their signatures are tried.
enum ImageContainerDecoders {
    static var all: [any ImageContainerDecoder.Type] { [PNGContainerDecoder.self, GIFContainerDecoder.self] }
}
