import Foundation

/// The screen: its size in points and its scale.
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen's rectangle in points (origin zero).
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    /// A screen of `bounds` at `scale`.
    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The main screen: the seeds' iPhone 6s Plus, 414 × 736 points.
    open class var main: UIScreen { UIScreen(bounds: CGRect(x: 0, y: 0, width: 414, height: 736), scale: 1) }
}
