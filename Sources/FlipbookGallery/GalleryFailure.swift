/// A scene of the gallery that could not be rendered or written.
public struct GalleryFailure: Sendable, Equatable, CustomStringConvertible {
    /// The scene's catalogue identifier.
    public let sceneID: String
    /// What went wrong.
    public let reason: String

    /// "case-25: reason".
    public var description: String { "\(sceneID): \(reason)" }
}
