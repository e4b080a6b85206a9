import FlipbookCoreAnimation
import Foundation

extension UIView {
    /// How a view lays out its content when its size changes (UIKit's raw values).
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds (the default).
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to cover the bounds, keeping the aspect ratio (overflow is clipped only with `clipsToBounds`).
        case scaleAspectFill = 2
        /// Redrawn (``UIView/setNeedsDisplay()``) whenever the bounds change; the old drawing stretches meanwhile.
        case redraw = 3
        /// Centred, unscaled.
        case center = 4
        /// Centred along the top edge, unscaled.
        case top = 5
        /// Centred along the bottom edge, unscaled.
        case bottom = 6
        /// Centred along the left edge, unscaled.
        case left = 7
        /// Centred along the right edge, unscaled.
        case right = 8
        /// In the top-left corner, unscaled.
        case topLeft = 9
        /// In the top-right corner, unscaled.
        case topRight = 10
        /// In the bottom-left corner, unscaled.
        case bottomLeft = 11
        /// In the bottom-right corner, unscaled.
        case bottomRight = 12

        /// The layer's `contentsGravity` for the mode, as UIKit sets it. Core Animation's "top" means maximum y,
        /// and a view's layer has y pointing down, so the visual top is gravity "bottom" and vice versa.
        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .bottom
            case .bottom: .top
            case .left: .left
            case .right: .right
            case .topLeft: .bottomLeft
            case .topRight: .bottomRight
            case .bottomLeft: .topLeft
            case .bottomRight: .topRight
            }
        }
    }
}
