import Foundation
import FlipbookGraphics

/// A type a layer property can hold: how key-value coding reads a loosely typed value into it, as Core Animation
/// accepts them (Swift numbers or `NSNumber`, structures or their `NSValue` boxes, strings for string-backed
/// constants). Conformances cover the value types of `CALayer` and its subclasses; a new property type conforms once.
package protocol LayerPropertyValue {
    /// `value` as this type, or `nil` when key-value coding must ignore it (a value of the wrong type). For an
    /// optional type, `nil` reads as the value `nil`.
    static func coerced(from value: Any?) -> Self?
}

extension LayerPropertyValue {
    /// `value` read as `ValueCoercion` reads this type (numbers, structures and strings from their boxes), else
    /// the value itself when it has this type.
    package static func coerced(from value: Any?) -> Self? { ValueCoercion.value(value, as: Self.self) }
}

extension Optional: LayerPropertyValue where Wrapped: LayerPropertyValue {
    package static func coerced(from value: Any?) -> Self? {
        guard let value else { return .some(nil) }
        return Wrapped.coerced(from: value).map { .some($0) }
    }
}

extension LayerPropertyValue where Self: RawRepresentable, RawValue == String {
    /// The constant itself, or its raw string (as an Objective-C caller passes it).
    package static func coerced(from value: Any?) -> Self? {
        (value as? Self) ?? ValueCoercion.string(value).flatMap(Self.init(rawValue:))
    }
}

extension CGFloat: LayerPropertyValue {}
extension Float: LayerPropertyValue {}
extension Double: LayerPropertyValue {}
extension Bool: LayerPropertyValue {}
extension CGPoint: LayerPropertyValue {}
extension CGSize: LayerPropertyValue {}
extension CGRect: LayerPropertyValue {}
extension CATransform3D: LayerPropertyValue {}
extension String: LayerPropertyValue {}

extension CACornerMask: LayerPropertyValue {
    /// The mask itself, or its raw value as a number (negative numbers read as no corners).
    package static func coerced(from value: Any?) -> CACornerMask? {
        (value as? CACornerMask) ?? ValueCoercion.double(value).map { CACornerMask(rawValue: UInt(max(0, $0))) }
    }
}

extension CALayerContentsGravity: LayerPropertyValue {}
extension CAMediaTimingFillMode: LayerPropertyValue {}
extension CGColor: LayerPropertyValue {}
extension CGPath: LayerPropertyValue {}
extension CALayer: LayerPropertyValue {}
extension Dictionary: LayerPropertyValue {}
