/// A point or vector in the plane (device or user space), in `Double`.
package struct Vec2: Sendable, Equatable, Hashable {
    /// Horizontal coordinate.
    package var x: Double
    /// Vertical coordinate.
    package var y: Double

    /// Creates a vector from its coordinates.
    @inlinable package init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The zero vector.
    package static let zero = Vec2(0, 0)

    @inlinable package static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    @inlinable package static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    @inlinable package static func * (a: Vec2, s: Double) -> Vec2 { Vec2(a.x * s, a.y * s) }
    @inlinable package static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }

    /// Dot product.
    @inlinable package func dot(_ b: Vec2) -> Double { x * b.x + y * b.y }
    /// The z component of the cross product (positive when `b` turns counter-clockwise from `self` in a y-up frame).
    @inlinable package func cross(_ b: Vec2) -> Double { x * b.y - y * b.x }
    /// Euclidean length (IEEE `squareRoot`, deterministic).
    @inlinable package var length: Double { (x * x + y * y).squareRoot() }
    /// The vector scaled to unit length, or `nil` for the zero vector.
    @inlinable package var normalized: Vec2? {
        let l = length
        return l > 0 ? Vec2(x / l, y / l) : nil
    }
    /// The vector rotated by +90° (`(-y, x)`).
    @inlinable package var perpendicular: Vec2 { Vec2(-y, x) }
    /// Linear interpolation between `self` (t = 0) and `b` (t = 1).
    @inlinable package func lerp(_ b: Vec2, _ t: Double) -> Vec2 { Vec2(x + (b.x - x) * t, y + (b.y - y) * t) }
}
