import FlipbookImageIO
import Foundation

/// An image source: ImageIO's opaque type that reads the images and properties of an image file (PNG or GIF in
/// Flipbook), made by `CGImageSourceCreateWithData(_:_:)` or `CGImageSourceCreateWithURL(_:_:)`.
///
/// The data is decoded when the source is made, not incrementally: a source is complete
/// (``CGImageSourceStatus/statusComplete``) or failed for good (unknown type, damaged or truncated data), and then
/// holds no image. Sources are immutable and may be used from several threads.
public final class CGImageSource: Sendable {
    /// The decoded file, `nil` when the data could not be decoded.
    let container: (any ImageContainerDecoder)?
    /// The format's type identifier, `nil` for data of an unknown type.
    let typeIdentifier: String?
    /// The source's status.
    let status: CGImageSourceStatus
    /// The size of the data in bytes.
    let byteCount: Int

    /// Reads `bytes`, named `source` in errors.
    init(bytes: [UInt8], source: String?) {
        byteCount = bytes.count
        guard let format = ImageContainerDecoders.all.first(where: { $0.matches(bytes) }) else {
            (container, typeIdentifier, status) = (nil, nil, .statusUnknownType)
            return
        }
        typeIdentifier = format.typeIdentifier
        do {
            container = try format.init(bytes: bytes, source: source)
            status = .statusComplete
        } catch {
            container = nil
            status = error.kind == .truncated ? .statusUnexpectedEOF : .statusInvalidData
        }
    }
}
