import Foundation

/// The keys of the two view controllers of a transition (`UITransitionContextViewControllerKey`), for
/// ``UIViewControllerContextTransitioning/viewController(forKey:)``.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's string (UIKit's constant's value).
    public let rawValue: String
    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
