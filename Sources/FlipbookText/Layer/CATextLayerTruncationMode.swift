import FlipbookCoreAnimation

/// Where a `CATextLayer` truncates text that does not fit its bounds, replacing the cut with "…".
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's Core Animation name (`"none"`, `"start"`, …).
    public let rawValue: String

    /// A mode from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No truncation: text that does not fit is clipped. The default.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// The start of the line is cut.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// The end of the line is cut.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// The middle of the line is cut.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")

    /// The layout engine's truncation; an unknown name does not truncate.
    var textTruncation: TextTruncation {
        switch self {
        case .start: .start
        case .end: .end
        case .middle: .middle
        default: .none
        }
    }
}

extension CATextLayerTruncationMode: LayerPropertyValue {}
