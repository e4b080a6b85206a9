import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO

extension LayerHost {
    /// Renders the host at every time of `timeline`, in order, handing each frame to `body` as it is made (so that
    /// a long animation is never held in memory at once).
    ///
    /// One host runs forward through the times: as ``renderFrameImage(at:scale:backgroundColor:)`` promises, a
    /// frame depends only on its time, so this gives the same pixels as a fresh host per frame, at a fraction of
    /// the cost.
    ///
    /// - Parameters:
    ///   - timeline: the frame times; its start must not be before the host's clock.
    ///   - scale: pixels per point, 1, 2 or 3.
    ///   - backgroundColor: what the frames are drawn over (`nil`: transparent).
    ///   - body: called with each frame's index, time and image.
    /// - Throws: ``FrameRenderError`` (bad scale, a start before the host's clock, a canvas too large), or what
    ///   `body` throws.
    public func renderFrames(on timeline: FrameTimeline, scale: Int, backgroundColor: CGColor? = .white,
                             _ body: (_ index: Int, _ time: CFTimeInterval, _ frame: RGBAImage) throws -> Void) throws {
        for index in 0..<timeline.frameCount {
            let time = timeline.time(ofFrame: index)
            try body(index, time, try renderFrameImage(at: time, scale: scale, backgroundColor: backgroundColor))
        }
    }
}
