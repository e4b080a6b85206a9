import Foundation
import FlipbookRaster

/// The eye of the 3D-looking transitions: a point `distance` in front of the centre of the layer's bounds, through
/// which points raised off the layer plane are projected back onto it (Core Animation's `m34 = −1/distance`).
///
/// The distance is 500 pt (the `m34 = −1/500` of the usual Core Animation perspective) or, for large layers, four
/// times the turning reach (twice a flip's width), so that nothing ever comes nearer than ¾ of the way to the eye:
/// every `w` stays in `0.75...` and the picture keeps the same proportions at any size.
struct PerspectiveEye {
    /// The eye distance of small layers, in points.
    static let nearestDistance = 500.0

    /// The distance from the layer plane to the eye, in points.
    let distance: Double

    /// The eye for renderings that turn within `reach` of the centre (see ``TurningFrame/reach(of:)``).
    init(reach: Double) {
        distance = max(Self.nearestDistance, 4 * reach)
    }

    /// The homogeneous divisor of a point `z` in front of the layer plane (toward the eye).
    func w(atHeight z: Double) -> Double { 1 - z / distance }

    /// The vertex showing `texCoord` at the local point `(s, t)` of `frame`, `z` in front of the layer plane.
    func vertex(_ frame: TurningFrame, s: Double, t: Double, z: Double, texCoord: Vec2) -> TransitionVertex {
        let w = w(atHeight: z)
        return TransitionVertex(position: frame.point(s: s / w, t: t / w), w: w, texCoord: texCoord)
    }
}
