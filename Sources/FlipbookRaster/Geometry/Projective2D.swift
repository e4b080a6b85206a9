/// A 3×3 projective transform (homography) acting on `(x, y, 1)`:
/// `X = m11·x + m12·y + m13`, `Y = m21·x + m22·y + m23`, `W = m31·x + m32·y + m33`, result `(X/W, Y/W)`.
/// The one projective matrix type of the project: layer placement (a layer's plane mapped into its
/// superlayer's plane or onto the device), hit-testing, point conversion and perspective-correct image
/// sampling all use it.
package struct Projective2D: Sendable, Equatable {
    package var m11: Double, m12: Double, m13: Double
    package var m21: Double, m22: Double, m23: Double
    package var m31: Double, m32: Double, m33: Double

    /// Creates a homography from its nine entries (row-major).
    package init(_ m11: Double, _ m12: Double, _ m13: Double,
                 _ m21: Double, _ m22: Double, _ m23: Double,
                 _ m31: Double, _ m32: Double, _ m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The homography equal to an affine transform.
    package init(_ t: Transform2D) {
        self.init(t.a, t.c, t.tx, t.b, t.d, t.ty, 0, 0, 1)
    }

    /// The identity.
    package static let identity = Projective2D(.identity)

    /// Whether the bottom row is `(0, 0, 1)`.
    package var isAffine: Bool { m31 == 0 && m32 == 0 && m33 == 1 }

    /// The homography mapping the rectangle `(0, 0)–(width, height)` onto the quad `p0 p1 p2 p3`
    /// (images of the corners `(0,0)`, `(width,0)`, `(width,height)`, `(0,height)`), or `nil` when degenerate.
    package static func mapping(width: Double, height: Double,
                                to p0: Vec2, _ p1: Vec2, _ p2: Vec2, _ p3: Vec2) -> Projective2D? {
        guard width > 0, height > 0 else { return nil }
        // Unit square → quad (Heckbert), then pre-scale by 1/width, 1/height.
        let sx = p0.x - p1.x + p2.x - p3.x, sy = p0.y - p1.y + p2.y - p3.y
        var g = 0.0, h = 0.0
        if sx != 0 || sy != 0 {
            let dx1 = p1.x - p2.x, dx2 = p3.x - p2.x, dy1 = p1.y - p2.y, dy2 = p3.y - p2.y
            let den = dx1 * dy2 - dx2 * dy1
            guard den != 0 else { return nil }
            g = (sx * dy2 - dx2 * sy) / den
            h = (dx1 * sy - sx * dy1) / den
        }
        let unit = Projective2D(p1.x - p0.x + g * p1.x, p3.x - p0.x + h * p3.x, p0.x,
                                p1.y - p0.y + g * p1.y, p3.y - p0.y + h * p3.y, p0.y,
                                g, h, 1)
        return unit.concatenatingAfter(Projective2D(1 / width, 0, 0, 0, 1 / height, 0, 0, 0, 1))
    }

    /// `self ∘ t`: applies `t` first, then `self`.
    package func concatenatingAfter(_ t: Projective2D) -> Projective2D {
        Projective2D(m11 * t.m11 + m12 * t.m21 + m13 * t.m31, m11 * t.m12 + m12 * t.m22 + m13 * t.m32,
                     m11 * t.m13 + m12 * t.m23 + m13 * t.m33,
                     m21 * t.m11 + m22 * t.m21 + m23 * t.m31, m21 * t.m12 + m22 * t.m22 + m23 * t.m32,
                     m21 * t.m13 + m22 * t.m23 + m23 * t.m33,
                     m31 * t.m11 + m32 * t.m21 + m33 * t.m31, m31 * t.m12 + m32 * t.m22 + m33 * t.m32,
                     m31 * t.m13 + m32 * t.m23 + m33 * t.m33)
    }

    /// The inverse (adjugate / determinant), or `nil` when singular.
    package var inverted: Projective2D? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let det = m11 * c11 + m12 * c21 + m13 * c31
        guard det != 0, det.isFinite else { return nil }
        return Projective2D(c11 / det, c12 / det, c13 / det, c21 / det, c22 / det, c23 / det,
                            c31 / det, c32 / det, c33 / det)
    }

    /// Applies the homography to a point (`nil` when the point maps to infinity, W ≤ 0).
    package func apply(_ p: Vec2) -> Vec2? {
        let w = m31 * p.x + m32 * p.y + m33
        guard w > 0 else { return nil }
        return Vec2((m11 * p.x + m12 * p.y + m13) / w, (m21 * p.x + m22 * p.y + m23) / w)
    }

    /// `self` followed by `next`: applies `self` first, then `next` (`next ∘ self`).
    package func followed(by next: Projective2D) -> Projective2D {
        next.concatenatingAfter(self)
    }

    /// A translation by `(x, y)`.
    package static func translation(_ x: Double, _ y: Double) -> Projective2D {
        Projective2D(1, 0, x, 0, 1, y, 0, 0, 1)
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    package static func scale(_ sx: Double, _ sy: Double) -> Projective2D {
        Projective2D(sx, 0, 0, 0, sy, 0, 0, 0, 1)
    }

    /// The homogeneous image `(X, Y, W)` of `(x, y)`.
    package func homogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (m11 * x + m12 * y + m13, m21 * x + m22 * y + m23, m31 * x + m32 * y + m33)
    }

    /// Whether every entry is a finite number.
    package var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite
    }

    /// The smallest `W` a point may have to be drawn: points closer to the eye plane are clipped away.
    package static let eyePlaneEpsilon = 1e-6

    /// Whether `W` does not depend on the point and is positive, so that the map is affine within rounding
    /// noise (such as the sine of a full turn); ``isAffine`` asks for an exact `(0, 0, 1)` bottom row.
    package var isEffectivelyAffine: Bool {
        abs(m31) + abs(m32) <= 1e-9 * abs(m33) && m33 > 0
    }

    /// The affine map this homography equals (meaningful when ``isEffectivelyAffine``).
    package var affine: Transform2D {
        Transform2D(a: m11 / m33, b: m21 / m33, c: m12 / m33, d: m22 / m33, tx: m13 / m33, ty: m23 / m33)
    }

    /// The determinant: its sign tells which way the plane faces once projected (where `W > 0`).
    package var determinant: Double {
        m11 * (m22 * m33 - m32 * m23) - m21 * (m12 * m33 - m32 * m13) + m31 * (m12 * m23 - m22 * m13)
    }

    /// The image of `p` divided by any non-zero `W` (also behind the eye), `nil` when `W` is zero or the
    /// result is not finite: how a point converts between planes.
    package func applyDividing(_ p: Vec2) -> Vec2? {
        let q = homogeneous(p.x, p.y)
        guard q.w != 0 else { return nil }
        let result = q.w == 1 ? Vec2(q.x, q.y) : Vec2(q.x / q.w, q.y / q.w)
        return result.x.isFinite && result.y.isFinite ? result : nil
    }

    /// The image of `p`, with `W` kept at least ``eyePlaneEpsilon`` (for points of a ``visiblePolygon(of:)``).
    package func applyClamped(_ p: Vec2) -> Vec2 {
        let q = homogeneous(p.x, p.y)
        let w = max(q.w, Self.eyePlaneEpsilon)
        return Vec2(q.x / w, q.y / w)
    }

    /// The part of the rectangle `box` in front of the eye plane (`W ≥ ε`), as a polygon in the source plane;
    /// empty when all of it is behind.
    package func visiblePolygon(of box: BoundingBox) -> [Vec2] {
        let corners = [Vec2(box.minX, box.minY), Vec2(box.maxX, box.minY), Vec2(box.maxX, box.maxY),
                       Vec2(box.minX, box.maxY)]
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

    /// The polygon that the visible part of `box` covers once mapped.
    package func projectedPolygon(of box: BoundingBox) -> [Vec2] {
        visiblePolygon(of: box).map(applyClamped)
    }

    /// The bounding box of ``projectedPolygon(of:)`` (`nil` when nothing is in front of the eye).
    package func projectedBounds(of box: BoundingBox) -> BoundingBox? {
        let polygon = projectedPolygon(of: box)
        guard !polygon.isEmpty else { return nil }
        var bounds = BoundingBox.empty
        for p in polygon { bounds.include(p) }
        return bounds
    }

    /// The vector `(vx, vy)` mapped by the linear part of ``affine`` (how offsets such as a shadow's move).
    package func mapVector(_ vx: Double, _ vy: Double) -> Vec2 {
        let a = affine
        return Vec2(a.a * vx + a.c * vy, a.b * vx + a.d * vy)
    }

    /// The geometric-mean scale of ``affine`` (`√|det|`): how much blur radii and line widths grow.
    package var averageScale: Double {
        let a = affine
        return abs(a.a * a.d - a.b * a.c).squareRoot()
    }
}
