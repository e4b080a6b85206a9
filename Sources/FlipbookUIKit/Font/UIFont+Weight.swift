import Foundation

extension UIFont {
    /// A font weight, UIKit's values from −1 (thinnest) to 1 (heaviest); 0 is regular.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value.
        public let rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)
    }
}
