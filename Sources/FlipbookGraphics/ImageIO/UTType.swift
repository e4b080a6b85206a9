import Foundation

/// A uniform type identifier (UniformTypeIdentifiers' `UTType`), for the image types Flipbook's ImageIO reads and
/// writes: `UTType.png` and `UTType.gif`. `CGImageDestinationCreateWithURL(url, UTType.gif.identifier as CFString,
/// …)` is the modern spelling of the book's `kUTTypeGIF`.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier (`"com.compuserve.gif"`).
    public let identifier: String
    /// The type's usual file name extension (`"gif"`).
    public let preferredFilenameExtension: String?
    /// The type's MIME type (`"image/gif"`).
    public let preferredMIMEType: String?

    /// PNG images: `"public.png"`, `png`, `image/png`.
    public static let png = UTType(known: "public.png", filenameExtension: "png", mimeType: "image/png")
    /// GIF images: `"com.compuserve.gif"`, `gif`, `image/gif`.
    public static let gif = UTType(known: "com.compuserve.gif", filenameExtension: "gif", mimeType: "image/gif")

    /// The types Flipbook knows.
    private static let known = [png, gif]

    private init(known identifier: String, filenameExtension: String, mimeType: String) {
        self.identifier = identifier
        preferredFilenameExtension = filenameExtension
        preferredMIMEType = mimeType
    }

    /// The type with `identifier` (compared without regard to case, as identifiers are); `nil` for a type Flipbook
    /// does not know.
    public init?(_ identifier: String) {
        guard let type = Self.known.first(where: { $0.identifier.caseInsensitiveCompare(identifier) == .orderedSame }) else {
            return nil
        }
        self = type
    }

    /// The type of files with `filenameExtension` (`"gif"`, `"PNG"`); `nil` for an extension Flipbook does not know.
    public init?(filenameExtension: String) {
        let lowered = filenameExtension.lowercased()
        guard let type = Self.known.first(where: { $0.preferredFilenameExtension == lowered }) else { return nil }
        self = type
    }

    /// The identifier.
    public var description: String { identifier }
}
