import Foundation
import FlipbookRaster

/// Renderings on the faces of a solid turning about an axis across the layer (a cube, a card), drawn in
/// perspective from the ``PerspectiveEye``, lit by ``FaceLighting``, faces seen from behind culled.
///
/// The axis lies along the frame's `across` direction through the centre of the bounds, `depth` behind the layer
/// plane. Turning by a positive angle moves the faces' points from the `toward` side to the front (toward the
/// viewer) and then away from it.
struct TurningSolid {
    /// The layer-plane frame.
    let frame: TurningFrame
    /// The eye.
    let eye: PerspectiveEye
    /// How far behind the layer plane the axis lies.
    let depth: Double
    /// The faces, in the section plane before turning.
    let faces: [TurnedFace]
    /// What each rendering draws, in the layer's coordinates.
    let area: CGRect

    /// A solid whose eye suits `area`, or `nil` when `area` is not finite.
    init?(frame: TurningFrame, depth: Double, faces: [TurnedFace], area: CGRect) {
        guard [area.minX, area.minY, area.width, area.height].allSatisfy({ Double($0).isFinite }) else { return nil }
        self.frame = frame
        self.depth = depth
        self.faces = faces
        self.area = area
        eye = PerspectiveEye(reach: frame.reach(of: area))
    }

    /// The faces facing the eye after turning by `angle` radians.
    func pieces(turnedBy angle: Double) -> [TransitionPiece] {
        let rotation = Transform2D.rotation(angle)
        func turn(_ v: Vec2) -> Vec2 { rotation.applyToVector(v) }
        let eyePoint = Vec2(0, eye.distance + depth)
        return faces.compactMap { face in
            let origin = turn(face.restOrigin), direction = turn(face.restDirection)
            let normal = direction.perpendicular
            // The plane of the face seen from its back (or edge-on) is culled.
            guard (eyePoint - origin).dot(normal) > 1e-9 * eye.distance else { return nil }
            let vertices = TransitionPiece.corners(of: area).map { texCoord in
                let local = frame.local(texCoord)
                let section = origin + direction * local.s
                return eye.vertex(frame, s: section.x, t: local.t, z: section.y - depth, texCoord: texCoord)
            }
            return TransitionPiece(fill: .image(face.source), vertices: vertices, indices: [0, 1, 2, 0, 2, 3],
                                   shade: FaceLighting.shade(facing: normal.y))
        }
    }

    /// A rectangle holding the faces at every angle: each face point stays at its distance from the axis, so it is
    /// never nearer than the farthest one and never magnified more than at that height.
    func extent() -> CGRect {
        let corners = TransitionPiece.corners(of: area).map { frame.local($0) }
        let radius = faces.flatMap { face in corners.map { face.restPoint($0.s).length } }.max() ?? 0
        let magnification = 1 / eye.w(atHeight: radius - depth)
        let ts = corners.map(\.t)
        let tLow = (ts.min() ?? 0) * magnification, tHigh = (ts.max() ?? 0) * magnification
        let reachAlong = radius * magnification
        let points = [frame.point(s: -reachAlong, t: tLow), frame.point(s: reachAlong, t: tLow),
                      frame.point(s: -reachAlong, t: tHigh), frame.point(s: reachAlong, t: tHigh)]
        let xs = points.map(\.x), ys = points.map(\.y)
        let box = CGRect(x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
                         height: (ys.max() ?? 0) - (ys.min() ?? 0))
        return box.union(area)
    }
}
