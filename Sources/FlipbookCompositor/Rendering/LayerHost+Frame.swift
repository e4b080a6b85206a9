import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookRaster

extension LayerHost {
    /// Renders what the host's screen shows at media time `time`: the presentation tree of the root layer
    /// (every animation sampled at `time`), on a canvas of the root layer's size in points at `scale` pixels
    /// per point, over `backgroundColor` (`nil`: transparent).
    ///
    /// When `time` is ahead of the host's clock, the host first runs until `time` (timers, display links,
    /// delayed blocks and animation callbacks fire on the way, exactly as `run(until:)` does), so a frame
    /// depends only on `time`, not on which frames were rendered before. As a screen refresh does, layers
    /// still marked with `setNeedsLayout()`/`setNeedsDisplay()` are laid out and displayed first; otherwise
    /// rendering only reads the presentation tree and never changes the model.
    ///
    /// - Throws: ``FrameRenderError`` for a scale other than 1, 2 or 3, a non-finite time, a time before
    ///   the host's clock, or an empty or oversized canvas.
    public func renderFrame(at time: CFTimeInterval, scale: Int = 2,
                            backgroundColor: CGColor? = .white) throws(FrameRenderError) -> CGImage {
        CGImage(try renderFrameImage(at: time, scale: scale, backgroundColor: backgroundColor))
    }

    /// Renders the frame at `time` as straight-alpha RGBA pixels (what the golden harness compares); see
    /// ``renderFrame(at:scale:backgroundColor:)``.
    public func renderFrameImage(at time: CFTimeInterval, scale: Int = 2,
                                 backgroundColor: CGColor? = .white) throws(FrameRenderError) -> RGBAImage {
        guard (1...3).contains(scale) else { throw .unsupportedScale(scale) }
        guard time.isFinite else { throw .invalidTime(time) }
        guard time >= currentTime else { throw .timeInPast(requested: time, current: currentTime) }
        let size = rootLayer.bounds.size
        let pixelWidth = Double(size.width) * Double(scale), pixelHeight = Double(size.height) * Double(scale)
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth >= 1, pixelHeight >= 1,
              pixelWidth <= 16384, pixelHeight <= 16384 else {
            throw .invalidCanvasSize(width: Double(size.width), height: Double(size.height))
        }
        run(until: time)
        guard let root = perform({ () -> CALayer? in
            // The work a commit does before the screen shows a frame: layers still marked are laid out and displayed.
            rootLayer.layoutAndDisplayIfNeeded()
            return rootLayer.presentation()
        }) else {
            return RGBAImage(width: Int(pixelWidth.rounded(.up)), height: Int(pixelHeight.rounded(.up)),
                             red: 0, green: 0, blue: 0, alpha: 0)
        }
        root.redisplayAnimatedDrawing()
        let box = PixelBox(x0: 0, y0: 0, x1: Int(pixelWidth.rounded(.up)), y1: Int(pixelHeight.rounded(.up)))
        // The host's canvas from the previous frame, refilled: no fresh frame-sized buffer a frame.
        let canvas = frameCanvas
        var surface = Surface(box: box, pixmap: canvas.take(width: box.width, height: box.height,
                                                            fill: backgroundColor?.raster.premultiplied ?? 0))
        let projection = Projective2D(planeOf: root.placementTransform3D).followed(by: .scale(Double(scale), Double(scale)))
        let compositor = Compositor(frontFacingSign: 1, mediaTime: time, canvases: canvas)
        compositor.draw(root, projection: projection, flipped: false, into: &surface, alpha: 1)
        let frame = surface.pixmap.rgbaImage
        canvas.keep(surface.pixmap)
        return frame
    }
}
