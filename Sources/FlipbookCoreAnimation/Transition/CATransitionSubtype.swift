/// The direction of a ``CATransition`` of a type that moves: the side the motion comes from.
///
/// The subtype is ignored by types without a direction (``CATransitionType/fade``, and among the private ones
/// `rippleEffect`, `suckEffect` and the camera irises). An unknown string is treated as ``fromLeft``, Flipbook's
/// reading of a `nil` subtype.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The subtype's string, as Apple's constants (`kCATransitionFromRight` is `"fromRight"`).
    public let rawValue: String
    /// Creates a subtype from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The motion comes from the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The motion comes from the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The motion comes from the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The motion comes from the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
