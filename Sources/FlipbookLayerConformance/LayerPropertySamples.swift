import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// Two different values of a property's type, for the conformance checks: the first is set on a layer, the second
/// replaces it (and an animation runs from the first to the second). Both differ from Apple's defaults, and every
/// interpolated pair lies on a straight line in its components (translations, not rotations), so that the value
/// half-way through is the component-wise midpoint.
package struct LayerPropertySamples: @unchecked Sendable {
    package let first: Any?
    package let second: Any?

    package init(_ first: Any?, _ second: Any?) {
        self.first = first
        self.second = second
    }

    /// The samples of the value types of `CALayer`'s properties, or `nil` for a type this does not know (a
    /// subclass's own constants: the caller gives those).
    package static func derived(for type: Any.Type) -> LayerPropertySamples? {
        switch type {
        case is CGFloat.Type: LayerPropertySamples(CGFloat(7.5), CGFloat(19.5))
        case is Float.Type: LayerPropertySamples(Float(0.25), Float(0.75))
        case is Double.Type: LayerPropertySamples(2.5, 6.5)
        case is Bool.Type: LayerPropertySamples(true, false)
        case is CGPoint.Type: LayerPropertySamples(CGPoint(x: 3, y: 4), CGPoint(x: 13, y: 24))
        case is CGSize.Type: LayerPropertySamples(CGSize(width: 5, height: 6), CGSize(width: 15, height: 26))
        case is CGRect.Type:
            LayerPropertySamples(CGRect(x: 1, y: 2, width: 30, height: 40), CGRect(x: 11, y: 22, width: 50, height: 80))
        case is CATransform3D.Type:
            LayerPropertySamples(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeTranslation(30, 20, 4))
        case is CGColor?.Type:
            LayerPropertySamples(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1),
                                 CGColor(red: 0.6, green: 0.2, blue: 0.4, alpha: 0.5))
        case is CGPath?.Type:
            LayerPropertySamples(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil),
                                 CGPath(rect: CGRect(x: 4, y: 2, width: 30, height: 20), transform: nil))
        case is String?.Type: LayerPropertySamples("first", "second")
        case is CACornerMask.Type: LayerPropertySamples(CACornerMask.layerMinXMinYCorner, CACornerMask.layerMaxXMaxYCorner)
        case is CALayerContentsGravity.Type: LayerPropertySamples(CALayerContentsGravity.center, CALayerContentsGravity.top)
        case is CAMediaTimingFillMode.Type: LayerPropertySamples(CAMediaTimingFillMode.forwards, CAMediaTimingFillMode.both)
        case is CALayer?.Type: LayerPropertySamples(CALayer(), CALayer())
        case is [AnyHashable: Any]?.Type: LayerPropertySamples(["first": 1] as [AnyHashable: Any], ["second": 2] as [AnyHashable: Any])
        case is [String: CAAction]?.Type:
            LayerPropertySamples(["first": NSNull()] as [String: CAAction], ["second": NSNull()] as [String: CAAction])
        case is Any?.Type, is AnyObject?.Type: LayerPropertySamples(NSObject(), NSObject())
        default: nil
        }
    }
}
