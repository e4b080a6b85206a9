/// What an animation shows outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The underlying string, as Apple's constants.
    public let rawValue: String
    /// Creates a fill mode from its string. Unknown strings behave as ``removed``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Hold the final value after the active interval.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Show the initial value before the active interval (after `beginTime`'s delay is still pending).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both ``forwards`` and ``backwards``.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// No effect outside the active interval (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
