import Foundation
import FlipbookRaster

/// The private type `cube`: the old and new renderings on two adjacent faces of a cube turning a quarter turn about
/// an axis half the bounds' width (or height, for `fromTop`/`fromBottom`) behind the layer, in perspective, each
/// face darkening as it turns away; the new face comes in from the subtype's side (`fromRight`: from the right).
///
/// At `p` the cube has turned by `p · 90°`: the edge the faces share comes toward the viewer and crosses the centre
/// of the bounds at `p = 0.5`. A face seen from behind is not drawn. See docs/transitions.md, "cube".
struct CubeRendition: TransitionRendition {
    func pieces(at progress: Double, direction: TransitionDirection, bounds: CGRect, area: CGRect) -> [TransitionPiece] {
        guard let cube = Self.cube(direction: direction, bounds: bounds, area: area) else { return [] }
        return cube.pieces(turnedBy: TransitionProgress.clamped(progress) * Double.pi / 2)
    }

    func extent(direction: TransitionDirection, bounds: CGRect, area: CGRect) -> CGRect {
        Self.cube(direction: direction, bounds: bounds, area: area)?.extent() ?? area
    }

    /// The cube: the old rendering on the face toward the viewer, the new one on the face on the subtype's side,
    /// both half a span from the axis.
    private static func cube(direction: TransitionDirection, bounds: CGRect, area: CGRect) -> TurningSolid? {
        guard let frame = TurningFrame(direction: direction, bounds: bounds) else { return nil }
        let half = frame.halfSpan
        return TurningSolid(frame: frame, depth: half,
                            faces: [TurnedFace(source: .before, restOrigin: Vec2(0, half), restDirection: Vec2(1, 0)),
                                    TurnedFace(source: .after, restOrigin: Vec2(half, 0), restDirection: Vec2(0, -1))],
                            area: area)
    }
}
