import Foundation
import FlipbookGraphics

/// The stored model properties of `CALayer` that are rarely animated (appearance, contents, shadow, naming,
/// actions, delegate, custom keys, timing), kept together so that a presentation copy shares them (see `SharedValue`)
/// instead of copying each one. Defaults are Apple's.
struct LayerAttributes {
    var anchorPointZ: CGFloat = 0
    var sublayerTransform = CATransform3DIdentity
    var cornerRadius: CGFloat = 0
    var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    var borderWidth: CGFloat = 0
    var masksToBounds = false
    var backgroundColor: CGColor?
    var borderColor: CGColor? = .black
    var shadowColor: CGColor? = .black
    var shadowPath: CGPath?
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var contents: Any?
    var contentsGravity: CALayerContentsGravity = .resize
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsScale: CGFloat = 1
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var isDoubleSided = true
    var isGeometryFlipped = false
    var allowsGroupOpacity = true
    var name: String?
    var style: [AnyHashable: Any]?
    var actions: [String: CAAction]?
    weak var delegate: CALayerDelegate?
    var needsDisplayOnBoundsChange = false
    /// Values stored under keys that are not properties (Core Animation layers accept any key).
    var customValues: [String: Any] = [:]
    /// The `CAMediaTiming` properties and their sanitised snapshot.
    var timing = LayerTimingProperties()
}
