import Foundation

/// The keys of the two views of a transition (`UITransitionContextViewKey`), for
/// ``UIViewControllerContextTransitioning/view(forKey:)``.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's string (UIKit's constant's value).
    public let rawValue: String
    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view of the view controller visible at the start of the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the view controller visible at the end of the transition.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
