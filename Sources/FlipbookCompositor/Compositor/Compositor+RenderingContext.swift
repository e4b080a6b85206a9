import Flipbook3D
import Foundation
import FlipbookCoreAnimation
import FlipbookRaster

extension Compositor {
    /// Draws the placed layers of one 3D rendering context (in centre-depth order) in visibility order: the
    /// fragments ``PlaneSplitter`` makes of their drawn areas. A layer drawn whole is drawn as any placed layer; a
    /// fragment of a split layer is drawn through the mask of its half-planes, over its outline's pixels (see
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
                draw(placement, keeping: fragment, projection: projection, flipped: flipped, into: &surface, alpha: alpha)
            }
        }
    }

    /// Draws the part of a placed layer a split fragment keeps: the layer is drawn offscreen, over the device pixels
    /// of the fragment's outline (∩ those of the layer), through the enclosing clip times a mask that is 1 where
    /// every half-plane of the fragment holds at the pixel's centre and 0 elsewhere, then composited. The fragments
    /// of one split test the same line with complementary signs, so each pixel goes to exactly one of them: no
    /// crack and no seam along the split, which is pixel-sampled; the layer's own edges keep their anti-aliasing.
    func draw(_ placement: LayerPlacement, keeping fragment: DepthFragment, projection: Projective2D, flipped: Bool,
              into surface: inout Surface, alpha: Double) {
        let toDevice = placement.projection.followed(by: projection)
        guard toDevice.isFinite, let fromDevice = toDevice.inverted,
              var box = deviceBox(of: [placement], projection: projection, within: surface.box) else { return }
        let corners = fragment.outline.map { toDevice.apply(Vec2($0.x, $0.y)) }
        if !corners.isEmpty, corners.allSatisfy({ $0 != nil }) {
            var outline = BoundingBox.empty
            for corner in corners.compactMap({ $0 }) { outline.include(corner) }
            let area = CGRect(x: outline.minX, y: outline.minY, width: outline.maxX - outline.minX,
                              height: outline.maxY - outline.minY)
            box = box.intersection(PixelBox(covering: area).expanded(by: 1))
            guard !box.isEmpty else { return }
        }
        var mask = Mask(box: box, keeping: fragment.halfPlanes.map { $0.mapped(by: fromDevice) })
        if let clip = surface.clip {
            mask.intersect(clip, atX: box.x0 - surface.box.x0, y: box.y0 - surface.box.y0)
        }
        var offscreen = Surface(box: box)
        offscreen.clip = mask
        draw(placement, projection: projection, flipped: flipped, into: &offscreen, alpha: alpha)
        painter.composite(offscreen.pixmap, x: box.x0 - surface.box.x0, y: box.y0 - surface.box.y0,
                          onto: &surface.pixmap)
    }
}
