import FlipbookImageIO
import FlipbookMotion

extension Scene {
    /// Renders the sample frames at `scale` and composes them into a labelled ``Filmstrip``.
    public func renderFilmstrip(scale: Int = 1) throws -> RGBAImage {
        try Filmstrip.compose(frames: renderSampleFrames(scale: scale), times: sampleTimes, scale: scale)
    }
}
