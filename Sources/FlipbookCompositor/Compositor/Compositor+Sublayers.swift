import Foundation
import FlipbookCoreAnimation
import FlipbookRaster

extension Compositor {
    /// The sublayers `layer` draws, as copies: one plain copy of its ``CALayer/sublayerPlacements`` (drawing
    /// order, 3D rendering contexts expanded and depth-sorted), or one per ``LayerInstance`` the layer's class
    /// asks for — each placed by the instance's transform after the sublayers' own placement, and showing the
    /// sublayers at the instance's time offset when the frame's media time is known.
    func sublayerCopies(of layer: CALayer) -> [(instance: LayerInstance?, placements: [LayerPlacement])] {
        guard let instances = (layer as? any LayerCompositing)?.sublayerInstances else {
            return [(nil, layer.sublayerPlacements)]
        }
        let sublayers = layer.sublayers ?? []
        return instances.map { instance in
            let shown = instance.timeOffset == 0 || mediaTime == nil ? sublayers
                : sublayers.map { $0.presentation(atMediaTime: mediaTime! + instance.timeOffset) }
            let placements = layer.placements(ofSublayers: shown).map { $0.followed(by: instance.transform) }
            return (instance, placements)
        }
    }

    /// Draws the sublayers of `layer` (whose coordinates map to the device by `projection`), copy by copy; a
    /// copy with a colour multiplier is drawn offscreen (through the same clip) and tinted before it is
    /// composited.
    func drawSublayers(of layer: CALayer, projection: Projective2D, flipped: Bool, into surface: inout Surface,
                       alpha: Double) {
        for copy in sublayerCopies(of: layer) {
            guard let instance = copy.instance, !instance.keepsColors else {
                draw(copy.placements, projection: projection, flipped: flipped, into: &surface, alpha: alpha)
                continue
            }
            var tinted = Surface(box: surface.box)
            tinted.clip = surface.clip
            draw(copy.placements, projection: projection, flipped: flipped, into: &tinted, alpha: alpha)
            tinted.pixmap.multiplyColors(by: instance.colorMultiplier)
            painter.composite(tinted.pixmap, x: 0, y: 0, onto: &surface.pixmap)
        }
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
