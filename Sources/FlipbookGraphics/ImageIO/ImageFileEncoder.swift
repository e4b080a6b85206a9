import FlipbookImageIO
import Foundation

/// One format's writer behind a ``CGImageDestination``: it turns the images added (with their properties) and the
/// file's properties into the file's bytes when the destination is finalized.
protocol ImageFileEncoder {
    /// The uniform type identifier of the format (`"public.png"`, `"com.compuserve.gif"`).
    static var typeIdentifier: String { get }
    /// The file holding `images`, in the order added.
    static func encode(_ images: [DestinationImage], fileProperties: [String: Any]) throws(ImageIOError) -> [UInt8]
}

/// An image added to a destination, with the properties given for it.
struct DestinationImage {
    let image: CGImage
    let properties: [String: Any]
}

/// The formats image destinations write.
enum ImageFileEncoders {
    static var all: [any ImageFileEncoder.Type] { [PNGFileEncoder.self, GIFFileEncoder.self] }

    /// The writer of the format `typeIdentifier`, `nil` when destinations do not write it.
    static func encoder(for typeIdentifier: String) -> (any ImageFileEncoder.Type)? {
        all.first { $0.typeIdentifier == typeIdentifier }
    }
}
