import Flipbook3D
import Foundation
import FlipbookCoreAnimation
import FlipbookRaster

extension Compositor {
    /// Draws the placed layers of one 3D rendering context (in centre-depth order) in visibility order: the
    /// fragments ``PlaneSplitter`` makes of their drawn areas. A layer drawn whole is drawn as any placed layer; a
    /// fragment of a split layer is drawn through the mask of its half-planes (see
    /// ``draw(_:keeping:projection:flipped:into:alpha:)``).
    func drawRenderingContext(_ placements: [LayerPlacement], projection: Projective2D, flipped: Bool,
                              into surface: inout Surface, alpha: Double) {
        let layers = placements.map { placement in
            PlaneSplitter.Layer(placement.transform, area: inCopy(placement.timeOffset) { extent(of: placement.layer) })
        }
        for fragment in PlaneSplitter.order(layers) {
            let placement = placements[fragment.index]
            if fragment.isWhole {
                draw(placement, projection: projection, flipped: flipped, into: &surface, alpha: alpha)
            } else {
                draw(placement, keeping: fragment.halfPlanes, projection: projection, flipped: flipped, into: &surface,
                     alpha: alpha)
            }
        }
    }

    /// Draws the part of a placed layer kept by `halfPlanes` (lines in the layer's coordinates): the layer is drawn
    /// offscreen, over the device pixels it covers, through the enclosing clip times a mask that is 1 where every
    /// half-plane holds at the pixel's centre and 0 elsewhere, then composited. The fragments of one split test the
    /// same line with complementary signs, so each pixel goes to exactly one of them: no crack and no seam along
    /// the split, which is pixel-sampled; the layer's own edges keep their anti-aliasing.
    func draw(_ placement: LayerPlacement, keeping halfPlanes: [LayerHalfPlane], projection: Projective2D,
              flipped: Bool, into surface: inout Surface, alpha: Double) {
        let toDevice = placement.projection.followed(by: projection)
        guard toDevice.isFinite, let fromDevice = toDevice.inverted,
              let box = deviceBox(of: [placement], projection: projection, within: surface.box) else { return }
        var fragment = Surface(box: box)
        var mask = Mask.sized(width: box.width, height: box.height, value: 255)
        for halfPlane in halfPlanes {
            mask.keep(halfPlane.mapped(by: fromDevice), originX: box.x0, originY: box.y0)
        }
        if let clip = surface.clip {
            mask.multiply(by: clip, atX: box.x0 - surface.box.x0, y: box.y0 - surface.box.y0)
        }
        fragment.clip = mask
        draw(placement, projection: projection, flipped: flipped, into: &fragment, alpha: alpha)
        painter.composite(fragment.pixmap, x: box.x0 - surface.box.x0, y: box.y0 - surface.box.y0,
                          onto: &surface.pixmap)
    }
}
