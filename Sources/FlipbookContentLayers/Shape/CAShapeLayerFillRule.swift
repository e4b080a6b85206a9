import FlipbookCoreAnimation
import FlipbookGraphics

/// The rule a `CAShapeLayer` fills its path with: which points of overlapping or self-intersecting subpaths are
/// inside.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's Core Animation name (`"non-zero"`, `"even-odd"`).
    public let rawValue: String

    /// A rule from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A point is inside when the path winds around it a non-zero number of times. The default.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// A point is inside when a ray from it crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")

    /// The Core Graphics rule; an unknown name fills as ``nonZero``, as Core Animation does.
    package var pathFillRule: CGPathFillRule {
        self == .evenOdd ? .evenOdd : .winding
    }
}

extension CAShapeLayerFillRule: LayerPropertyValue {}
