import Foundation
import FlipbookCoreAnimation
import FlipbookRaster

/// The map from one layer's plane (z = 0) to another plane: the 3×3 homography a `CATransform3D` induces on
/// points `[x y 0 1]` once the result's z is dropped (rows and columns 1, 2 and 4), in Core Animation's
/// row-vector convention: `[X Y W] = [x y 1] · H`, the point being `(X / W, Y / W)`.
///
/// Dropping z after every level is what "flattening" means: an ordinary layer projects its subtree into its
/// own plane, so the device position of any layer is the product of each level's plane projection.
struct PlaneProjection: Equatable {
    var h11: Double, h12: Double, h13: Double
    var h21: Double, h22: Double, h23: Double
    var h31: Double, h32: Double, h33: Double

    init(_ h11: Double, _ h12: Double, _ h13: Double,
         _ h21: Double, _ h22: Double, _ h23: Double,
         _ h31: Double, _ h32: Double, _ h33: Double) {
        (self.h11, self.h12, self.h13) = (h11, h12, h13)
        (self.h21, self.h22, self.h23) = (h21, h22, h23)
        (self.h31, self.h32, self.h33) = (h31, h32, h33)
    }

    /// The projection of the z = 0 plane through `t`, z dropped.
    init(_ t: CATransform3D) {
        self.init(Double(t.m11), Double(t.m12), Double(t.m14),
                  Double(t.m21), Double(t.m22), Double(t.m24),
                  Double(t.m41), Double(t.m42), Double(t.m44))
    }

    /// An affine map (`x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`).
    init(_ t: Transform2D) {
        self.init(t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1)
    }

    static let identity = PlaneProjection(1, 0, 0, 0, 1, 0, 0, 0, 1)

    static func translation(_ x: Double, _ y: Double) -> PlaneProjection {
        PlaneProjection(1, 0, 0, 0, 1, 0, x, y, 1)
    }

    static func scale(_ sx: Double, _ sy: Double) -> PlaneProjection {
        PlaneProjection(sx, 0, 0, 0, sy, 0, 0, 0, 1)
    }

    /// `self` followed by `next` (the row-vector product `self · next`).
    func followed(by next: PlaneProjection) -> PlaneProjection {
        let n = next
        return PlaneProjection(
            h11 * n.h11 + h12 * n.h21 + h13 * n.h31, h11 * n.h12 + h12 * n.h22 + h13 * n.h32,
            h11 * n.h13 + h12 * n.h23 + h13 * n.h33,
            h21 * n.h11 + h22 * n.h21 + h23 * n.h31, h21 * n.h12 + h22 * n.h22 + h23 * n.h32,
            h21 * n.h13 + h22 * n.h23 + h23 * n.h33,
            h31 * n.h11 + h32 * n.h21 + h33 * n.h31, h31 * n.h12 + h32 * n.h22 + h33 * n.h32,
            h31 * n.h13 + h32 * n.h23 + h33 * n.h33)
    }

    /// The homogeneous image `(X, Y, W)` of `(x, y)`.
    func homogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * h11 + y * h21 + h31, x * h12 + y * h22 + h32, x * h13 + y * h23 + h33)
    }

    /// Whether every entry is a finite number (layers with NaN or infinite geometry are not drawn).
    var isFinite: Bool {
        [h11, h12, h13, h21, h22, h23, h31, h32, h33].allSatisfy(\.isFinite)
    }

    /// The smallest `W` a point may have to be drawn: points closer to the eye plane are clipped away.
    static let eyePlaneEpsilon = 1e-6

    /// Whether `W` does not depend on the point, so the map is affine (within rounding noise, such as the
    /// sine of a full turn).
    var isAffine: Bool {
        abs(h13) + abs(h23) <= 1e-9 * abs(h33) && h33 > 0
    }

    /// The affine map this projection equals (meaningful when ``isAffine``).
    var affine: Transform2D {
        Transform2D(a: h11 / h33, b: h12 / h33, c: h21 / h33, d: h22 / h33, tx: h31 / h33, ty: h32 / h33)
    }

    /// The same map in the raster engine's column convention.
    var projective: Projective2D {
        Projective2D(h11, h21, h31, h12, h22, h32, h13, h23, h33)
    }

    /// The inverse, or `nil` when singular.
    var inverted: PlaneProjection? {
        let c11 = h22 * h33 - h23 * h32, c12 = h13 * h32 - h12 * h33, c13 = h12 * h23 - h13 * h22
        let c21 = h23 * h31 - h21 * h33, c22 = h11 * h33 - h13 * h31, c23 = h13 * h21 - h11 * h23
        let c31 = h21 * h32 - h22 * h31, c32 = h12 * h31 - h11 * h32, c33 = h11 * h22 - h12 * h21
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return PlaneProjection(c11 / det, c12 / det, c13 / det, c21 / det, c22 / det, c23 / det,
                               c31 / det, c32 / det, c33 / det)
    }

    /// The determinant: its sign tells which way the plane faces once projected (with `W > 0`).
    var determinant: Double {
        h11 * (h22 * h33 - h23 * h32) - h12 * (h21 * h33 - h23 * h31) + h13 * (h21 * h32 - h22 * h31)
    }

    /// The part of `rect` in front of the eye plane (`W ≥ ε`), as a polygon in the source plane; empty when
    /// all of it is behind.
    func visiblePolygon(of rect: CGRect) -> [Vec2] {
        let corners = [Vec2(rect.minX, rect.minY), Vec2(rect.maxX, rect.minY), Vec2(rect.maxX, rect.maxY),
                       Vec2(rect.minX, rect.maxY)]
        var result: [Vec2] = []
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            let wa = homogeneous(a.x, a.y).w - Self.eyePlaneEpsilon
            let wb = homogeneous(b.x, b.y).w - Self.eyePlaneEpsilon
            if wa >= 0 { result.append(a) }
            if (wa >= 0) != (wb >= 0) { result.append(a.lerp(b, wa / (wa - wb))) }
        }
        return result
    }

    /// The image of `p`, with `W` kept at least ε (for points of a ``visiblePolygon(of:)``).
    func applyClamped(_ p: Vec2) -> Vec2 {
        let q = homogeneous(p.x, p.y)
        let w = max(q.w, Self.eyePlaneEpsilon)
        return Vec2(q.x / w, q.y / w)
    }

    /// The polygon that the visible part of `rect` covers once projected.
    func projectedPolygon(of rect: CGRect) -> [Vec2] {
        visiblePolygon(of: rect).map(applyClamped)
    }

    /// The bounding box of ``projectedPolygon(of:)`` (`nil` when nothing is in front of the eye).
    func projectedBounds(of rect: CGRect) -> CGRect? {
        let polygon = projectedPolygon(of: rect)
        guard let first = polygon.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in polygon.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The vector `(vx, vy)` mapped by the linear part of the affine map (how offsets such as a shadow's move).
    func mapVector(_ vx: Double, _ vy: Double) -> Vec2 {
        let a = affine
        return Vec2(a.a * vx + a.c * vy, a.b * vx + a.d * vy)
    }

    /// The geometric-mean scale of the affine part (`√|det|`): how much blur radii and line widths grow.
    var averageScale: Double {
        let a = affine
        return abs(a.a * a.d - a.b * a.c).squareRoot()
    }
}
