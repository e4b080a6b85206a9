import Foundation

/// A point on a path with the direction of travel there (a Flipbook addition, not part of Core Graphics;
/// see ``PathMeasurement``).
public struct PathPosition: Equatable, Sendable {
    /// The point on the path.
    public var point: CGPoint
    /// The unit tangent in the direction of travel.
    public var tangent: CGVector
    /// The index of the path element (in ``CGPath/applyWithBlock(_:)`` order) the point lies on.
    public var elementIndex: Int

    /// Creates a path position.
    public init(point: CGPoint, tangent: CGVector, elementIndex: Int) {
        self.point = point
        self.tangent = tangent
        self.elementIndex = elementIndex
    }

    /// The tangent's angle in radians from the positive x-axis, `atan2(dy, dx)` (what
    /// `CAKeyframeAnimation.rotationMode = .rotateAuto` rotates by).
    public var angle: CGFloat { atan2(tangent.dy, tangent.dx) }
}
