/// What a ``GalleryRenderer`` rendered: how many scenes and frames, and which scenes failed.
public struct GalleryResult: Sendable, Equatable {
    /// The number of scenes rendered (each with a filmstrip).
    public let sceneCount: Int
    /// The number of sample frames, over all scenes.
    public let frameCount: Int
    /// The number of animated-preview frames, over all scenes.
    public let previewFrameCount: Int
    /// The scenes that could not be rendered or written, in the page's order.
    public let failures: [GalleryFailure]
}
