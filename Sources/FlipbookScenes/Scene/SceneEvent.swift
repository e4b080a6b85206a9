import FlipbookCoreAnimation

/// One event of a scene's script: something that happens on the virtual clock (a tap, a timer firing, a delayed
/// block, the view appearing), with what the case's code does in response.
public struct SceneEvent: Sendable, Hashable {
    /// The media time of the event, in seconds from the moment the scene is set up.
    public let time: CFTimeInterval
    /// What happens, in words (e.g. "viewWillAppear: add the position animation", "tap at (300, 400)").
    public let description: String

    /// Creates an event description.
    public init(time: CFTimeInterval, description: String) {
        self.time = time
        self.description = description
    }
}
