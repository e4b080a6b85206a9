import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension CAGradientLayer: LayerPropertyDeclaring {
    /// `CAGradientLayer`'s properties, each declared once (see `LayerProperty`), with Apple's keys, defaults (no
    /// colours, no locations, from (0.5, 0) to (0.5, 1), axial) and "Animatable" marks (`colors`, `locations`,
    /// `startPoint`, `endPoint`). The gradient is drawn from the presentation values at each frame, so no change
    /// needs display.
    struct Properties: Sendable {
        /// The declarations (the setters store through them).
        static let declared = Properties()

        let colors = LayerProperty(
            "colors", \CAGradientLayer.colors,
            storage: .declared(default: nil), animation: .interpolated, coerce: Properties.array)
        let locations = LayerProperty(
            "locations", \CAGradientLayer.locations,
            storage: .declared(default: nil), animation: .interpolated, coerce: Properties.numbers)
        let startPoint = LayerProperty(
            "startPoint", \CAGradientLayer.startPoint,
            storage: .declared(default: CGPoint(x: 0.5, y: 0)), animation: .interpolated)
        let endPoint = LayerProperty(
            "endPoint", \CAGradientLayer.endPoint,
            storage: .declared(default: CGPoint(x: 0.5, y: 1)), animation: .interpolated)
        let type = LayerProperty(
            "type", \CAGradientLayer.type,
            storage: .declared(default: .axial), animation: .none)

        /// An array (`nil` reads as `nil`); anything else is ignored.
        static func array(_ value: Any?) -> [Any]?? {
            guard let value else { return .some(nil) }
            return (value as? [Any]).map { .some($0) }
        }

        /// An array of numbers (Swift numbers or `NSNumber`s, as an animation's interpolated values arrive) as
        /// `NSNumber`s (`nil` reads as `nil`); anything else, or an array holding anything else, is ignored.
        static func numbers(_ value: Any?) -> [NSNumber]?? {
            guard let value else { return .some(nil) }
            guard let array = value as? [Any] else { return nil }
            var numbers: [NSNumber] = []
            for element in array {
                guard Swift.type(of: element) != Bool.self, let number = Double.coerced(from: element) else { return nil }
                numbers.append(NSNumber(value: number))
            }
            return .some(numbers)
        }
    }

    /// `CALayer`'s properties followed by the gradient properties.
    package static let layerProperties = CALayer.Properties.table.appending(declaredIn: Properties.declared,
                                                                          defaults: { CAGradientLayer() })
}
