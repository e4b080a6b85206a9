import FlipbookCoreAnimation
import Foundation

/// The screen: its size in points and its scale (pixels per point).
///
/// ``main`` is the screen of the current `LayerHost` (`LayerHost.screen`): each host is its own device, so
/// tests and renders running in parallel can use different screens. Outside a host it is the default screen, the
/// seeds' iPhone 6s Plus: 414 × 736 points at 3×.
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen's rectangle in points (origin zero).
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    /// The default screen's size in points: the seeds' iPhone 6s Plus.
    static let defaultSize = CGSize(width: 414, height: 736)
    /// The default screen's scale: the iPhone 6s Plus's 3×.
    static let defaultScale: CGFloat = 3

    /// Flipbook: a screen of `size` points at `scale` pixels per point, to install as a host's `LayerHost.screen`
    /// (UIKit has no public initialiser; the device decides). A negative, zero or non-finite width or height is
    /// replaced by the default screen's (414 or 736); a scale that is not a positive finite number by 1.
    public init(size: CGSize, scale: CGFloat) {
        let width = size.width.isFinite && size.width > 0 ? size.width : Self.defaultSize.width
        let height = size.height.isFinite && size.height > 0 ? size.height : Self.defaultSize.height
        bounds = CGRect(x: 0, y: 0, width: width, height: height)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The screen's native scale (Flipbook renders at ``scale``: the same value).
    open var nativeScale: CGFloat { scale }

    /// The frame of the app's window less the status bar: the screen's bounds without a 20-point band at the top
    /// (the portrait status bar of the seeds' phones). Deprecated by Apple since iOS 9; Flipbook draws no status bar
    /// but keeps the frame the seeds lay out against.
    open var applicationFrame: CGRect {
        CGRect(x: 0, y: Self.statusBarHeight, width: bounds.width, height: max(0, bounds.height - Self.statusBarHeight))
    }

    /// The portrait status bar's height in points.
    static let statusBarHeight: CGFloat = 20

    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The screen of the current `LayerHost` (its `LayerHost.screen`), or the default 414 × 736 pt screen at 3×
    /// outside a host.
    open class var main: UIScreen {
        LayerHost.current?.screen ?? UIScreen()
    }

    /// The default screen: 414 × 736 points at 3×.
    convenience override init() {
        self.init(size: Self.defaultSize, scale: Self.defaultScale)
    }
}
