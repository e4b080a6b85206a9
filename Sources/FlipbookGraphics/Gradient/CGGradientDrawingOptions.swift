/// Whether a gradient fill extends beyond its start or end point.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt32

    /// Creates options from a raw bit mask.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Extend the first colour before the start point (linear) or inside the start circle (radial).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extend the last colour beyond the end point (linear) or outside the end circle (radial).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
