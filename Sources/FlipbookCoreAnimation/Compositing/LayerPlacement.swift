import Foundation
import FlipbookRaster

/// A layer as it is drawn inside another layer's plane: its full 3D transform into that plane, and the opacity
/// and geometry flips of the non-flattening layers it was reached through.
package struct LayerPlacement {
    /// The layer drawn.
    package var layer: CALayer
    /// From the layer's coordinates to the plane it is drawn in (before z is dropped).
    package var transform: CATransform3D
    /// The product of the opacities of the non-flattening layers between the plane and the layer.
    package var opacity: Double
    /// Whether an odd number of the non-flattening layers between the plane and the layer flip their geometry
    /// (images inside are then drawn flipped back, as under any flipped layer).
    package var isFlipped: Bool
    /// The product of the colour multipliers of the copies (``LayerInstance``) the layer was reached through, inside
    /// non-flattening layers: the layer's pixels are multiplied by it (1, 1, 1, 1: none).
    package var colorMultiplier: (red: Double, green: Double, blue: Double, alpha: Double) = (1, 1, 1, 1)
    /// The sum of the time offsets of those copies: the layer was sampled that much later than the plane's layer,
    /// and copies inside it are sampled relative to that.
    package var timeOffset: CFTimeInterval = 0
    /// The 3D rendering context the layer belongs to: the identity of the outermost non-flattening layer it was
    /// reached through (nested contexts merge into the outermost), or `nil` for a flattening layer's direct
    /// sublayer. Consecutive placements of one context are put in visibility order together, crossing planes
    /// split (see `PlaneSplitter` in Flipbook3D).
    package var renderingContext: ObjectIdentifier?

    /// The map from the layer's plane into the plane it is drawn in.
    package var projection: Projective2D { Projective2D(planeOf: transform) }

    /// The layer's depth in the plane's 3D space: z (after the perspective divide) of the centre of its
    /// bounds; larger is nearer the viewer, who looks down the z axis from +z. Behind the eye or not a number
    /// (bad geometry): −∞, drawn first.
    package var depth: Double {
        depth(at: CGPoint(x: layer.bounds.midX, y: layer.bounds.midY))
    }

    /// The depth of `point` (in the layer's coordinates) in the plane's 3D space: z after the perspective divide;
    /// −∞ behind the eye or when not a number.
    package func depth(at point: CGPoint) -> Double {
        let t = transform, x = point.x, y = point.y
        let z = Double(x * t.m13 + y * t.m23 + t.m43), w = Double(x * t.m14 + y * t.m24 + t.m44)
        let depth = z / w
        return w > 0 && !depth.isNaN ? depth : -.infinity
    }

    /// The placement followed by `next` (a transform in the plane's 3D space, such as the placement of the
    /// non-flattening layer it was reached through, with that layer's opacity and flip).
    package func followed(by next: CATransform3D, opacity factor: Double = 1, flipped: Bool = false) -> LayerPlacement {
        var placement = self
        placement.transform = CATransform3DConcat(transform, next)
        placement.opacity = opacity * factor
        placement.isFlipped = isFlipped != flipped
        return placement
    }

    /// The placement inside `instance`, a copy drawn by a non-flattening layer: followed by the copy's transform,
    /// its colour multiplier and time offset added to the placement's.
    package func inCopy(_ instance: LayerInstance) -> LayerPlacement {
        var placement = followed(by: instance.transform)
        let m = instance.colorMultiplier, own = colorMultiplier
        placement.colorMultiplier = (own.red * m.red, own.green * m.green, own.blue * m.blue, own.alpha * m.alpha)
        if instance.timeOffset.isFinite { placement.timeOffset += instance.timeOffset }
        return placement
    }

    /// The placement as part of the 3D rendering context formed by `layer`, a non-flattening layer it was reached
    /// through (an outer one replaces an inner one: nested contexts are one).
    package func inRenderingContext(of layer: CALayer) -> LayerPlacement {
        var placement = self
        placement.renderingContext = ObjectIdentifier(layer)
        return placement
    }

    /// Whether the placement carries no copy's colour multiplier.
    package var keepsColors: Bool {
        LayerInstance(colorMultiplier: colorMultiplier).keepsColors
    }
}
