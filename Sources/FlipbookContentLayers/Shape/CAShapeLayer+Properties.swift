import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension CAShapeLayer: LayerPropertyDeclaring {
    /// `CAShapeLayer`'s properties, each declared once (see `LayerProperty`), with Apple's keys, defaults (no path,
    /// opaque black fill by the non-zero rule, no stroke, the whole path stroked 1 unit wide with butt caps, miter
    /// joins of limit 10 and no dashes) and "Animatable" marks (CAShapeLayer.h): `path` (explicit animations only),
    /// `fillColor`, `strokeColor`, `strokeStart`, `strokeEnd`, `lineWidth`, `miterLimit` and `lineDashPhase`. The
    /// shape is drawn from the presentation values every frame, so no change needs display.
    struct Properties: Sendable {
        /// The declarations (the setters store through them).
        static let declared = Properties()

        let path = LayerProperty(
            "path", \CAShapeLayer.path, storage: .declared(default: nil), animation: .explicitlyInterpolated)
        let fillColor = LayerProperty(
            "fillColor", \CAShapeLayer.fillColor, storage: .declared(default: .black), animation: .interpolated)
        let fillRule = LayerProperty(
            "fillRule", \CAShapeLayer.fillRule, storage: .declared(default: .nonZero), animation: .none)
        let strokeColor = LayerProperty(
            "strokeColor", \CAShapeLayer.strokeColor, storage: .declared(default: nil), animation: .interpolated)
        let strokeStart = LayerProperty(
            "strokeStart", \CAShapeLayer.strokeStart, storage: .declared(default: 0), animation: .interpolated)
        let strokeEnd = LayerProperty(
            "strokeEnd", \CAShapeLayer.strokeEnd, storage: .declared(default: 1), animation: .interpolated)
        let lineWidth = LayerProperty(
            "lineWidth", \CAShapeLayer.lineWidth, storage: .declared(default: 1), animation: .interpolated)
        let miterLimit = LayerProperty(
            "miterLimit", \CAShapeLayer.miterLimit, storage: .declared(default: 10), animation: .interpolated)
        let lineCap = LayerProperty(
            "lineCap", \CAShapeLayer.lineCap, storage: .declared(default: .butt), animation: .none)
        let lineJoin = LayerProperty(
            "lineJoin", \CAShapeLayer.lineJoin, storage: .declared(default: .miter), animation: .none)
        let lineDashPhase = LayerProperty(
            "lineDashPhase", \CAShapeLayer.lineDashPhase, storage: .declared(default: 0), animation: .interpolated)
        let lineDashPattern = LayerProperty(
            "lineDashPattern", \CAShapeLayer.lineDashPattern, storage: .declared(default: nil), animation: .none,
            coerce: CAShapeLayer.dashPattern(from:))
    }

    /// `CALayer`'s properties followed by the shape properties.
    package static let layerProperties = CALayer.Properties.table.appending(declaredIn: Properties.declared,
                                                                          defaults: { CAShapeLayer() })

    /// A dash pattern as key-value coding accepts it: `nil`, or an array whose every element is a number (`NSNumber`
    /// or a Swift number); anything else is ignored.
    static func dashPattern(from value: Any?) -> [NSNumber]?? {
        guard let value else { return .some(nil) }
        if let numbers = value as? [NSNumber] { return .some(numbers) }
        guard let array = value as? [Any] else { return nil }
        let numbers = array.compactMap(number(from:))
        return numbers.count == array.count ? .some(numbers) : nil
    }

    private static func number(from element: Any) -> NSNumber? {
        switch element {
        case let n as NSNumber: n
        case let v as CGFloat: NSNumber(value: Double(v))
        case let v as Double: NSNumber(value: v)
        case let v as Float: NSNumber(value: v)
        case let v as Int: NSNumber(value: v)
        default: nil
        }
    }
}
