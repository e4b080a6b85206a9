/// The kind of a ``CATransition``: how the layer's old rendering gives way to its new one.
///
/// Apple's public types are ``fade``, ``moveIn``, ``push`` and ``reveal``. iOS also draws private types named by
/// their strings — `cube`, `oglFlip`, `pageCurl`, `pageUnCurl`, `rippleEffect`, `suckEffect`,
/// `cameraIrisHollowOpen`, `cameraIrisHollowClose` — written `CATransitionType(rawValue: "cube")`; Flipbook draws its
/// own renditions of them (see docs/transitions.md). A string Flipbook does not know falls back to ``fade``.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's string, as Apple's constants (`kCATransitionFade` is `"fade"`).
    public let rawValue: String
    /// Creates a type from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer's new rendering fades in over the old one (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new rendering slides in over the old one from the side given by the subtype.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new rendering slides in from the side given by the subtype, pushing the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old rendering slides out toward the side opposite the subtype's, revealing the new one beneath.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
