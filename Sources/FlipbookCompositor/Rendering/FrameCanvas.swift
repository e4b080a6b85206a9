import FlipbookCoreAnimation
import FlipbookRaster

/// The large pixmaps a host's frames are drawn on — the frame itself, and the two renderings of a layer in the
/// middle of a transition — kept from one frame to the next so that a frame neither allocates nor page-faults fresh
/// frame-sized buffers. Memory stays bounded: at most ``capacity`` pixmaps per host, the oldest dropped first. It
/// belongs to one host (scenes rendering in parallel on different hosts share nothing), and a host renders one frame
/// at a time.
final class FrameCanvas {
    private var kept: [Pixmap] = []
    /// How many pixmaps are kept at most: the frame and a transition's two renderings.
    static let capacity = 3

    /// A `width` × `height` pixmap with every pixel set to `fill`: a kept one of that size refilled, otherwise a new
    /// one. The caller owns it until it hands it back with ``keep(_:)``.
    func take(width: Int, height: Int, fill: UInt32) -> Pixmap {
        if let index = kept.firstIndex(where: { $0.width == width && $0.height == height }) {
            var canvas = kept.remove(at: index)  // now the only reference: the fill writes in place
            canvas.fill(fill)
            return canvas
        }
        var canvas = Pixmap.sized(width: width, height: height)
        if fill != 0 { canvas.fill(fill) }
        return canvas
    }

    /// Keeps `canvas` for a later ``take(width:height:fill:)``.
    func keep(_ canvas: Pixmap) {
        kept.append(canvas)
        if kept.count > Self.capacity { kept.removeFirst() }
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
