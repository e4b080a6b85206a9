import Foundation

/// The sixteen unit vectors at multiples of 22.5°, counted from +x towards +y (clockwise on the y-down
/// drawings), written out so that the drawings need no libm: `sixteen[k] = (cos k·22.5°, sin k·22.5°)`.
enum CompassDirections {
    static let sixteen: [CGPoint] = {
        let quarter: [(CGFloat, CGFloat)] = [(1, 0), (0.9238795325, 0.3826834324), (0.7071067812, 0.7071067812),
                                             (0.3826834324, 0.9238795325)]
        // Each quadrant is the previous one turned by 90°: (x, y) → (−y, x).
        return (0..<16).map { index in
            var (x, y) = quarter[index % 4]
            for _ in 0..<(index / 4) { (x, y) = (-y, x) }
            return CGPoint(x: x, y: y)
        }
    }()
}
