import FlipbookCoreAnimation
import FlipbookRaster

/// The frame-sized pixmap a host's frames are composited on, kept from one frame to the next so that a frame
/// neither allocates nor page-faults a fresh frame-sized buffer. Memory stays bounded: one canvas per host, replaced
/// when the frame's size changes. It belongs to one host (scenes rendering in parallel on different hosts share
/// nothing), and a host renders one frame at a time.
final class FrameCanvas {
    private var kept: Pixmap?

    /// A `width` × `height` pixmap with every pixel set to `fill`: the kept one refilled when it has that size,
    /// otherwise a new one. The caller owns it until it hands it back with ``keep(_:)``.
    func take(width: Int, height: Int, fill: UInt32) -> Pixmap {
        if var canvas = kept, canvas.width == width, canvas.height == height {
            kept = nil  // `canvas` is now the only reference: the fill writes in place
            canvas.fill(fill)
            return canvas
        }
        kept = nil
        var canvas = Pixmap.sized(width: width, height: height)
        if fill != 0 { canvas.fill(fill) }
        return canvas
    }

    /// Keeps `canvas` for the next frame.
    func keep(_ canvas: Pixmap) {
        kept = canvas
    }
}

extension LayerHost {
    private static let frameCanvasKey = "FlipbookCompositor.FrameCanvas"

    /// The host's frame canvas, created with its first frame.
    var frameCanvas: FrameCanvas {
        if let canvas = attachedObjects[Self.frameCanvasKey] as? FrameCanvas { return canvas }
        let canvas = FrameCanvas()
        attachedObjects[Self.frameCanvasKey] = canvas
        return canvas
    }
}
