/// A 2×3 affine transform with Core Graphics' component layout:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
package struct Transform2D: Sendable, Equatable, Hashable {
    package var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six components.
    @inlinable package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    package static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    package static func translation(_ x: Double, _ y: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin.
    package static func scale(_ sx: Double, _ sy: Double) -> Transform2D {
        Transform2D(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians (from +x towards +y), using ``DeterministicMath``.
    package static func rotation(_ angle: Double) -> Transform2D {
        let (s, co) = DeterministicMath.sinCos(angle)
        return Transform2D(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// `self` followed by `t` (Core Graphics' `concatenating`).
    @inlinable package func concatenating(_ t: Transform2D) -> Transform2D {
        Transform2D(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                    c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                    tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// The inverse, or `nil` when the transform is singular.
    package var inverted: Transform2D? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform2D(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Whether the transform is the identity.
    package var isIdentity: Bool { self == .identity }

    /// Whether the transform maps axis-aligned rectangles to axis-aligned rectangles without swapping axes.
    package var isScaleTranslate: Bool { b == 0 && c == 0 }

    /// Applies the transform to a point.
    @inlinable package func apply(_ p: Vec2) -> Vec2 {
        Vec2(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// Applies the linear part only (no translation) to a vector.
    @inlinable package func applyToVector(_ p: Vec2) -> Vec2 {
        Vec2(a * p.x + c * p.y, b * p.x + d * p.y)
    }

    /// The largest factor by which the transform stretches a length (an upper bound of the singular values),
    /// used to convert a device tolerance into user space.
    package var maxScale: Double {
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        return max(sx, sy, Double.leastNormalMagnitude)
    }
}
