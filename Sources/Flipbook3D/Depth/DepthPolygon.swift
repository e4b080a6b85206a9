import FlipbookCoreAnimation
import Foundation

/// A convex piece of a planar layer during plane splitting: its vertices in the layer's own coordinates `(u, v)`,
/// mapped by the layer's 4×4 transform (row vectors: `(u, v, 0, 1)·T = (X, Y, Z, W)`) into the 3D space of the
/// context, where the splitter works after the perspective divide (`(X/W, Y/W, Z/W)`: an orthographic view down
/// −z, larger z nearer the viewer).
struct DepthPolygon {
    /// The input layer the piece belongs to.
    let index: Int
    /// Rows 1, 2 and 4 of the layer's transform: `H(u, v) = u·row1 + v·row2 + row4`.
    let row1: SIMD4<Double>, row2: SIMD4<Double>, row4: SIMD4<Double>
    /// The vertices, in the layer's coordinates, all in front of the eye (`W ≥ ε`).
    var vertices: [SIMD2<Double>]
    /// The split sides that cut the layer down to this piece.
    var halfPlanes: [LayerHalfPlane] = []

    /// The smallest `W` a vertex keeps: the compositor clips at the same eye plane.
    static let eyePlaneEpsilon = 1e-6

    /// The part of `area` (layer coordinates) in front of the eye plane, placed by `transform`; `nil` when no
    /// part of it is, or when the geometry is not finite.
    init?(index: Int, transform t: CATransform3D, area: CGRect) {
        self.index = index
        row1 = SIMD4(Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14))
        row2 = SIMD4(Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24))
        row4 = SIMD4(Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44))
        let corners = [SIMD2(Double(area.minX), Double(area.minY)), SIMD2(Double(area.maxX), Double(area.minY)),
                       SIMD2(Double(area.maxX), Double(area.maxY)), SIMD2(Double(area.minX), Double(area.maxY))]
        guard !area.isNull, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
              [row1, row2, row4].allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.z.isFinite && $0.w.isFinite })
        else { return nil }
        vertices = []
        // Clip to W ≥ ε: W is linear in (u, v).
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            let wa = homogeneous(a).w - Self.eyePlaneEpsilon, wb = homogeneous(b).w - Self.eyePlaneEpsilon
            if wa >= 0 { vertices.append(a) }
            if (wa >= 0) != (wb >= 0) { vertices.append(a + (b - a) * (wa / (wa - wb))) }
        }
        guard vertices.count >= 3 else { return nil }
    }

    /// `(X, Y, Z, W)` of the layer point `p`.
    func homogeneous(_ p: SIMD2<Double>) -> SIMD4<Double> {
        p.x * row1 + p.y * row2 + row4
    }

    /// The point `p` after the perspective divide.
    func projected(_ p: SIMD2<Double>) -> SIMD3<Double> {
        let h = homogeneous(p)
        return SIMD3(h.x, h.y, h.z) / h.w
    }

    /// The projected vertices.
    var projectedVertices: [SIMD3<Double>] { vertices.map(projected) }

    /// The coefficients `(a, b, c)` of `L(u, v) = a·u + b·v + c = H(u, v) · plane`, the plane given as
    /// `(n, −d)`: linear in the layer's coordinates, with the sign of the projected point's distance to the plane
    /// wherever `W > 0`.
    func lineCoefficients(of plane: SIMD4<Double>) -> SIMD3<Double> {
        SIMD3(Self.dot(row1, plane), Self.dot(row2, plane), Self.dot(row4, plane))
    }

    /// Where a vertex is relative to a plane: its signed distance to it (after the perspective divide), the
    /// value of the layer's line function there (same sign), and the tolerance within which it counts as on the
    /// plane.
    struct Side {
        var distance: Double
        var line: Double
        var tolerance: Double

        /// Whether the vertex is beyond the tolerance on the front (`> 0`) side.
        var isFront: Bool { distance > tolerance }
        /// Whether the vertex is beyond the tolerance on the back side.
        var isBack: Bool { distance < -tolerance }
    }

    /// Where the vertices are relative to `plane` (`(n, −d)` with `n` a unit vector). The tolerance is
    /// `relativeTolerance` times the size of the numbers involved (the vertex's largest coordinate and `d`), at
    /// least 1: rounding in the transforms never makes touching or coplanar planes cross.
    func sides(of plane: SIMD4<Double>, relativeTolerance: Double) -> [Side] {
        vertices.map { p in
            let h = homogeneous(p)
            let line = Self.dot(h, plane)
            let q = SIMD3(h.x, h.y, h.z) / h.w
            let size = max(abs(q.x), abs(q.y), abs(q.z)) + abs(plane.w) + 1
            return Side(distance: line / h.w, line: line, tolerance: relativeTolerance * size)
        }
    }

    /// The two pieces of the polygon on either side of `plane`: the vertices in front (beyond the tolerance) go to
    /// the front, those behind to the back, those within the tolerance to both; edges crossing the plane are cut
    /// where the layer's line function is zero. Each piece gets the half-plane it keeps.
    func split(by plane: SIMD4<Double>, sides: [Side]) -> (back: DepthPolygon, front: DepthPolygon) {
        var back = self, front = self
        back.vertices = []
        front.vertices = []
        for i in vertices.indices {
            let j = (i + 1) % vertices.count
            let a = vertices[i], sa = sides[i], sb = sides[j]
            if !sa.isBack { front.vertices.append(a) }
            if !sa.isFront { back.vertices.append(a) }
            if (sa.isFront && sb.isBack) || (sa.isBack && sb.isFront) {
                let cut = a + (vertices[j] - a) * (sa.line / (sa.line - sb.line))
                front.vertices.append(cut)
                back.vertices.append(cut)
            }
        }
        let line = lineCoefficients(of: plane)
        front.halfPlanes.append(LayerHalfPlane(a: line.x, b: line.y, c: line.z, keepsNonNegative: true))
        back.halfPlanes.append(LayerHalfPlane(a: line.x, b: line.y, c: line.z, keepsNonNegative: false))
        return (back, front)
    }

    /// The plane of the projected polygon as `(n, −d)` with `n` a unit normal (Newell's method), or `nil` when the
    /// polygon is degenerate — its area at most `relativeArea` times the square of its diameter (a layer scaled
    /// to a line or a point, or seen through a singular transform).
    func plane(relativeArea: Double) -> SIMD4<Double>? {
        let points = projectedVertices
        var normal = SIMD3<Double>(0, 0, 0), centre = SIMD3<Double>(0, 0, 0)
        var low = SIMD3<Double>(repeating: .infinity), high = SIMD3<Double>(repeating: -.infinity)
        for i in points.indices {
            low = pointwiseMin(low, points[i])
            high = pointwiseMax(high, points[i])
            let p = points[i], q = points[(i + 1) % points.count]
            normal.x += (p.y - q.y) * (p.z + q.z)
            normal.y += (p.z - q.z) * (p.x + q.x)
            normal.z += (p.x - q.x) * (p.y + q.y)
            centre += p
        }
        let length = (normal * normal).sum().squareRoot(), diameter = high - low
        guard length.isFinite, length > 2 * relativeArea * (diameter * diameter).sum() else { return nil }
        let unit = normal / length
        centre /= Double(points.count)
        return SIMD4(unit.x, unit.y, unit.z, -(unit * centre).sum())
    }

    static func dot(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Double {
        (a * b).sum()
    }
}
