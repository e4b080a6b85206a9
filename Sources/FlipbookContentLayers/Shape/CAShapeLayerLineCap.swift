import FlipbookCoreAnimation
import FlipbookGraphics

/// How a `CAShapeLayer` ends the open subpaths it strokes.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's Core Animation name (`"butt"`, `"round"`, `"square"`).
    public let rawValue: String

    /// A cap from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The stroke ends square at the end point. The default.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// The stroke ends in a half circle of the line's width about the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// The stroke ends square, half the line's width beyond the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    /// The Core Graphics cap; an unknown name draws as ``butt``, as Core Animation does.
    package var lineCap: CGLineCap {
        switch self {
        case .round: .round
        case .square: .square
        default: .butt
        }
    }
}

extension CAShapeLayerLineCap: LayerPropertyValue {}
