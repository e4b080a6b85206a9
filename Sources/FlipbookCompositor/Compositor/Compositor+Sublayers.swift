import Foundation
import FlipbookCoreAnimation
import FlipbookRaster

extension Compositor {
    /// The sublayers `layer` draws, as copies: one plain copy of its ``CALayer/sublayerPlacements`` (drawing
    /// order, 3D rendering contexts expanded and depth-sorted), or one per ``LayerInstance`` the layer's class
    /// asks for — each placed by the instance's transform after the sublayers' own placement, and showing the
    /// sublayers at the instance's time offset (added to the ``timeShift`` of the copies `layer` is inside) when
    /// the frame's media time is known. Draw what a copy holds through ``inCopy(_:_:)``.
    func sublayerCopies(of layer: CALayer) -> [(instance: LayerInstance?, placements: [LayerPlacement])] {
        guard let instances = (layer as? any LayerCompositing)?.sublayerInstances else {
            return [(nil, layer.sublayerPlacements)]
        }
        let sublayers = layer.sublayers ?? []
        return instances.map { instance in
            let shown = instance.timeOffset == 0 || mediaTime == nil ? sublayers
                : sublayers.map { $0.presentation(atMediaTime: mediaTime! + timeShift + instance.timeOffset) }
            let placements = layer.placements(ofSublayers: shown).map { $0.followed(by: instance.transform) }
            return (instance, placements)
        }
    }

    /// Runs `body` (which draws or measures the layers of a copy from ``sublayerCopies(of:)``) with the copy's
    /// time offset added to ``timeShift``: copies inside the copy are sampled relative to it. A non-finite
    /// offset counts as none, as the copy itself is then shown now.
    func inCopy<Result>(_ instance: LayerInstance?, _ body: () -> Result) -> Result {
        guard let offset = instance?.timeOffset, offset.isFinite, offset != 0 else { return body() }
        let enclosing = timeShift
        timeShift += offset
        defer { timeShift = enclosing }
        return body()
    }

    /// Draws the sublayers of `layer` (whose coordinates map to the device by `projection`), copy by copy; a
    /// copy with a colour multiplier is drawn offscreen, in the box of device pixels its layers cover, tinted,
    /// and composited through the surface's clip.
    func drawSublayers(of layer: CALayer, projection: Projective2D, flipped: Bool, into surface: inout Surface,
                       alpha: Double) {
        for copy in sublayerCopies(of: layer) {
            inCopy(copy.instance) {
                guard let instance = copy.instance, !instance.keepsColors else {
                    draw(copy.placements, projection: projection, flipped: flipped, into: &surface, alpha: alpha)
                    return
                }
                guard let box = deviceBox(of: copy.placements, projection: projection, within: surface.box) else {
                    return
                }
                var tinted = Surface(box: box)
                draw(copy.placements, projection: projection, flipped: flipped, into: &tinted, alpha: alpha)
                tinted.pixmap.multiplyColors(by: instance.colorMultiplier)
                painter.composite(tinted.pixmap, x: box.x0 - surface.box.x0, y: box.y0 - surface.box.y0,
                                  onto: &surface.pixmap, clip: surface.clip)
            }
        }
    }

    /// The device pixels (within `limit`) that placed layers can draw on, their plane mapped to the device by
    /// `projection`; `nil` when they draw nothing there.
    private func deviceBox(of placements: [LayerPlacement], projection: Projective2D, within limit: PixelBox) -> PixelBox? {
        var area: CGRect?
        for placement in placements {
            guard let inner = extent(of: placement.layer),
                  let mapped = placement.projection.followed(by: projection).projectedBounds(of: inner) else { continue }
            area = area.map { $0.union(mapped) } ?? mapped
        }
        guard let area else { return nil }
        let box = PixelBox(covering: area).expanded(by: 1).intersection(limit)
        return box.isEmpty ? nil : box
    }

    /// Draws placed layers in order, each through its placement followed by `projection` (its plane → device).
    func draw(_ placements: [LayerPlacement], projection: Projective2D, flipped: Bool, into surface: inout Surface,
              alpha: Double) {
        for placement in placements {
            draw(placement.layer, projection: placement.projection.followed(by: projection),
                 flipped: flipped != placement.isFlipped, into: &surface, alpha: alpha * placement.opacity)
        }
    }
}
