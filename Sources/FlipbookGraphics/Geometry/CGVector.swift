import Foundation

/// A structure that contains a two-dimensional vector.
public struct CGVector: Equatable, Hashable, Sendable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// Creates a zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector with components specified as `CGFloat` values.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector with components specified as `Double` values.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector with components specified as integer values.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector(dx: 0, dy: 0)
}
