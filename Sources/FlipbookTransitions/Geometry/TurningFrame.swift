import Foundation
import FlipbookRaster

/// The layer-plane frame of a transition that turns its renderings about an axis (cube, oglFlip): the centre of the
/// layer's bounds, the unit vector `toward` the side the subtype names and the unit vector `across` it, along which
/// the turning axis lies.
///
/// Local coordinates `(s, t)` are measured from the centre along `toward` and `across`; the eye looks at the centre.
struct TurningFrame {
    /// The centre of the layer's bounds.
    let centre: Vec2
    /// Unit vector toward the side the subtype names (`fromRight`: `(1, 0)`), the opposite of the motion.
    let toward: Vec2
    /// Unit vector across `toward` (the direction of the turning axis).
    let across: Vec2
    /// Half the bounds' extent along `toward`: the cube's depth, the flip's half width.
    let halfSpan: Double

    /// The frame of `direction` on `bounds`, or `nil` when the bounds are empty or not finite (nothing to turn).
    init?(direction: TransitionDirection, bounds: CGRect) {
        let width = Double(bounds.width), height = Double(bounds.height)
        guard width > 0, height > 0, width.isFinite, height.isFinite,
              Double(bounds.minX).isFinite, Double(bounds.minY).isFinite else { return nil }
        centre = Vec2(Double(bounds.midX), Double(bounds.midY))
        toward = -direction.motion
        across = toward.perpendicular
        halfSpan = (direction.isHorizontal ? width : height) / 2
    }

    /// The local coordinates `(s, t)` of a point of the layer.
    func local(_ point: Vec2) -> (s: Double, t: Double) {
        let offset = point - centre
        return (offset.dot(toward), offset.dot(across))
    }

    /// The point of the layer at local coordinates `(s, t)`.
    func point(s: Double, t: Double) -> Vec2 { centre + toward * s + across * t }

    /// The largest distance from the centre along `toward`, either way, of `area`'s corners (at least `halfSpan`).
    func reach(of area: CGRect) -> Double {
        TransitionPiece.corners(of: area).reduce(halfSpan) { max($0, abs(local($1).s)) }
    }
}
