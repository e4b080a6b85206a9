import FlipbookImageIO
import FlipbookScenes

/// A scene's animated preview in the gallery: its motion from the first to the last sample time, rendered once at
/// scale 1 and written twice — `<id>/preview.gif`, the animation the page plays, and `<id>/preview-frames.png`, the
/// same frames stacked top to bottom, which the page's scrubber shows one at a time.
///
/// Previews run at up to 10 frames per second with at most ``maximumFrameCount`` frames: a longer scene gets a
/// lower (whole) frame rate, so the gallery's render time grows with the number of scenes, not with their
/// durations. A scene with one sample time gets a one-frame preview.
public enum GalleryPreview {
    /// The preview frame rate of scenes up to 2 s long.
    public static let framesPerSecond = 10
    /// The most frames a preview holds (21: 10 fps over 2 s).
    public static let maximumFrameCount = 21
    /// The extra time on the preview's last frame before the GIF starts again, in seconds.
    public static let hold = 0.5
    /// The scale previews are rendered at, whatever the gallery's scale: 1 pixel per point.
    public static let scale = 1
    /// The GIF's file name inside the scene's folder.
    public static let animationFileName = "preview.gif"
    /// The stacked frames' file name inside the scene's folder.
    public static let framesFileName = "preview-frames.png"

    /// The preview's frame times for `scene`: its first to its last sample time, at 10 fps or the highest whole
    /// frame rate that keeps it within ``maximumFrameCount`` frames (at least 1 fps, so a scene longer than 20 s
    /// has more frames).
    public static func timeline(for scene: Scene) throws(FrameTimelineError) -> FrameTimeline {
        let start = scene.sampleTimes.first ?? 0
        let end = scene.sampleTimes.last ?? start
        let duration = end - start
        let fitting = duration > 0 ? Int((Double(maximumFrameCount - 1) / duration).rounded(.down)) : framesPerSecond
        return try FrameTimeline(from: start, to: end, framesPerSecond: max(1, min(framesPerSecond, fitting)))
    }

    /// Renders `scene`'s preview into `folder` (which exists): the GIF and the stacked frames.
    ///
    /// - Returns: the number of frames.
    @discardableResult
    public static func render(_ scene: Scene, into folder: String) throws -> Int {
        let timeline = try timeline(for: scene)
        var stacked: [UInt8] = []
        var size = (width: 0, height: 0)
        let stage = scene.makeStage(scale: scale)
        defer { withExtendedLifetime(stage) {} }
        try stage.host.writeAnimatedGIF(on: timeline, scale: scale, to: "\(folder)/\(animationFileName)", holdingLastFrameFor: hold) { _, _, frame in
            size = (frame.width, frame.height)
            stacked += frame.pixels
        }
        let frames = try RGBAImage(width: size.width, height: size.height * timeline.frameCount, pixels: stacked)
        try PNGCodec.write(frames, to: "\(folder)/\(framesFileName)", compression: .fast)
        return timeline.frameCount
    }
}
