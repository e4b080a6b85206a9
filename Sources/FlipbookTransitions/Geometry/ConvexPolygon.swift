import Foundation
import FlipbookRaster

/// A convex polygon in the layer's coordinates, cut down by half-planes (Sutherland–Hodgman), drawn as a flat
/// piece.
struct ConvexPolygon: Equatable {
    /// The corners in order (either winding).
    var points: [Vec2]

    /// The regular polygon of `sides` corners at `radius` from `centre`, the first at angle `rotation` (radians,
    /// from the x axis toward the y axis), the others following at equal angles in the same sense.
    static func regular(sides: Int, centre: Vec2, radius: Double, rotation: Double) -> ConvexPolygon {
        ConvexPolygon(points: (0..<sides).map { index in
            let angle = rotation + 2 * Double.pi * Double(index) / Double(sides)
            let (sin, cos) = DeterministicMath.sinCos(angle)
            return centre + Vec2(cos, sin) * radius
        })
    }

    /// The part where `direction.cross(P − point) ≥ 0`: on the side of the line through `point` along `direction`
    /// that a turn from the x axis toward the y axis reaches.
    func keeping(sideOfLineThrough point: Vec2, along direction: Vec2) -> ConvexPolygon {
        guard let last = points.last else { return self }
        var kept: [Vec2] = []
        var previous = last, previousSide = direction.cross(last - point)
        for current in points {
            let side = direction.cross(current - point)
            if (side >= 0) != (previousSide >= 0) {
                kept.append(previous.lerp(current, previousSide / (previousSide - side)))
            }
            if side >= 0 { kept.append(current) }
            previous = current
            previousSide = side
        }
        return ConvexPolygon(points: kept)
    }

    /// The part inside `rect`.
    func clipped(to rect: CGRect) -> ConvexPolygon {
        let corners = TransitionPiece.corners(of: rect)
        return (0..<4).reduce(self) { polygon, index in
            polygon.keeping(sideOfLineThrough: corners[index], along: corners[(index + 1) % 4] - corners[index])
        }
    }

    /// The enclosed area (shoelace formula), whatever the winding.
    var area: Double {
        guard points.count >= 3 else { return 0 }
        return abs(points.indices.reduce(0.0) { sum, index in
            sum + points[index].cross(points[(index + 1) % points.count])
        }) / 2
    }

    /// The polygon as a flat piece filled with `fill` (an image shows the rendering where the piece lies: texture
    /// coordinates equal to positions), triangulated as a fan; `nil` when it encloses nothing.
    func piece(_ fill: TransitionPiece.Fill) -> TransitionPiece? {
        guard area > 0 else { return nil }
        return TransitionPiece(fill: fill, vertices: points.map { TransitionVertex(position: $0, texCoord: $0) },
                               indices: (1..<(points.count - 1)).flatMap { [0, $0, $0 + 1] })
    }
}
