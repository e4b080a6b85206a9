import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO

extension LayerHost {
    /// Renders the host at every time of `timeline` and writes the frames as an animated GIF to `path`, each frame
    /// encoded as soon as it is rendered (memory stays a few frames, whatever the frame count).
    ///
    /// Frame k is shown for ``FrameTimeline/delaysInCentiseconds(holdingLastFrameFor:)``'s k-th delay, so the GIF
    /// plays at the timeline's frame rate with no drift; the last frame is held `hold` seconds longer. The write is
    /// atomic (`GIFEncoder.finish(writingTo:)`).
    ///
    /// - Parameters:
    ///   - timeline: the frame times.
    ///   - scale: pixels per point, 1, 2 or 3.
    ///   - path: the GIF file to write.
    ///   - hold: extra seconds on the last frame.
    ///   - loopCount: the NETSCAPE2.0 loop count: 0 plays forever, `nil` once.
    ///   - options: the encoder's palette, dithering and colour count.
    ///   - frameWritten: called after each frame is encoded, with its index, time and image (for progress, or to
    ///     keep the frames for something else).
    /// - Throws: ``FrameRenderError`` when a frame cannot be rendered, `ImageIOError` when the GIF cannot be
    ///   encoded or written.
    public func writeAnimatedGIF(on timeline: FrameTimeline, scale: Int, to path: String, holdingLastFrameFor hold: Double = 0,
                                 loopCount: Int? = 0, options: GIFEncoder.Options = .init(),
                                 frameWritten: (_ index: Int, _ time: CFTimeInterval, _ frame: RGBAImage) -> Void = { _, _, _ in }) throws {
        let delays = timeline.delaysInCentiseconds(holdingLastFrameFor: hold)
        var encoder: GIFEncoder?
        try renderFrames(on: timeline, scale: scale) { index, time, frame in
            if encoder == nil {
                encoder = try GIFEncoder(width: frame.width, height: frame.height, loopCount: loopCount, options: options)
            }
            try encoder?.addFrame(frame, delayCentiseconds: delays[index])
            frameWritten(index, time, frame)
        }
        // A timeline has at least one frame, so the encoder exists here.
        try encoder.take()?.finish(writingTo: path)
    }
}
