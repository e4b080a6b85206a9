/// An axis-aligned box `minX…maxX × minY…maxY` (empty when `minX > maxX`).
package struct BoundingBox: Sendable, Equatable {
    package var minX: Double, minY: Double, maxX: Double, maxY: Double

    /// Creates a box from its extremes.
    package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    /// The empty box (identity of ``union(_:)``).
    package static let empty = BoundingBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    /// Whether the box contains no point.
    package var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }

    /// Grows the box to contain `p`.
    @inlinable package mutating func include(_ p: Vec2) {
        if p.x < minX { minX = p.x }
        if p.x > maxX { maxX = p.x }
        if p.y < minY { minY = p.y }
        if p.y > maxY { maxY = p.y }
    }
}
