import FlipbookCoreAnimation

/// How a `CATextLayer` aligns its lines horizontally in its bounds.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's Core Animation name (`"natural"`, `"left"`, …).
    public let rawValue: String

    /// A mode from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The script's natural alignment (left for the left-to-right text Flipbook lays out). The default.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Flush left and right (wrapped lines but each paragraph's last).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    /// The layout engine's alignment; an unknown name aligns naturally.
    var textAlignment: TextAlignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }
}

extension CATextLayerAlignmentMode: LayerPropertyValue {}
