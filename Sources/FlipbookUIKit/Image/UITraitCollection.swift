import Foundation

/// The traits of an interface environment; Flipbook keeps the one images are chosen by, the display scale.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Pixels per point of the display; 0 when unspecified. Default 0.
    public let displayScale: CGFloat

    /// A trait collection with only the display scale specified.
    public init(displayScale scale: CGFloat) {
        displayScale = scale.isFinite && scale > 0 ? scale : 0
    }

    /// A trait collection with nothing specified.
    public override init() {
        displayScale = 0
    }
}
