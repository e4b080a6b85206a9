/// One side of a split line in a layer's own coordinates: the points `(u, v)` where `a·u + b·v + c ≥ 0`
/// (``keepsNonNegative``) or `< 0` (otherwise). The two fragments of one split carry the same coefficients with
/// complementary tests, so every point of the layer belongs to exactly one of them.
package struct LayerHalfPlane: Sendable, Equatable {
    /// The coefficient of `u`.
    package var a: Double
    /// The coefficient of `v`.
    package var b: Double
    /// The constant term.
    package var c: Double
    /// Whether the side kept is `a·u + b·v + c ≥ 0` (`true`) or `< 0` (`false`).
    package var keepsNonNegative: Bool

    /// A half-plane of the line `a·u + b·v + c = 0`.
    package init(a: Double, b: Double, c: Double, keepsNonNegative: Bool) {
        (self.a, self.b, self.c, self.keepsNonNegative) = (a, b, c, keepsNonNegative)
    }

    /// Whether a point whose line function (`a·u + b·v + c`, or any positive multiple of it) is `value` lies
    /// on the kept side.
    @inlinable package func keeps(_ value: Double) -> Bool {
        keepsNonNegative ? value >= 0 : value < 0
    }

    /// Whether `(u, v)` lies on the kept side.
    package func contains(u: Double, v: Double) -> Bool {
        keeps(a * u + b * v + c)
    }
}
