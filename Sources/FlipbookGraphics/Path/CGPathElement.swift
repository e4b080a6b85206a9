import Foundation

/// One element of a path, as passed to ``CGPath/applyWithBlock(_:)``.
///
/// `points` holds 0 (close), 1 (move, line), 2 (quad curve) or 3 (cubic curve) points; it is only valid
/// during the block call.
public struct CGPathElement {
    /// The element's type.
    public var type: CGPathElementType
    /// The element's points (see ``CGPathElementType`` for how many).
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates a path element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
