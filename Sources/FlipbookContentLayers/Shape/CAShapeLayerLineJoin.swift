import FlipbookCoreAnimation
import FlipbookGraphics

/// How a `CAShapeLayer` joins the segments of the paths it strokes.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's Core Animation name (`"miter"`, `"round"`, `"bevel"`).
    public let rawValue: String

    /// A join from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The outer edges meet in a point, bevelled when the point would reach beyond `miterLimit`. The default.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// The segments are joined by an arc of half the line's width.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// The outer corners are joined by a straight edge.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    /// The Core Graphics join; an unknown name draws as ``miter``, as Core Animation does.
    package var lineJoin: CGLineJoin {
        switch self {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
    }
}

extension CAShapeLayerLineJoin: LayerPropertyValue {}
