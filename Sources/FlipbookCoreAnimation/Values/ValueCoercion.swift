import Foundation

/// Reads loosely typed (`Any?`) values the way Core Animation's key-value coding accepts them:
/// Swift numbers or `NSNumber`, structures or `NSValue` boxes. Anything else yields `nil` (and is ignored).
package enum ValueCoercion {
    /// `value` read as `type`: by the reader of that type below, or as the value itself when it has that type.
    static func value<T>(_ value: Any?, as type: T.Type) -> T? {
        switch type {
        case is CGFloat.Type: cgFloat(value) as? T
        case is Float.Type: float(value) as? T
        case is Double.Type: double(value) as? T
        case is Bool.Type: bool(value) as? T
        case is CGPoint.Type: point(value) as? T
        case is CGSize.Type: size(value) as? T
        case is CGRect.Type: rect(value) as? T
        case is CATransform3D.Type: transform3D(value) as? T
        case is String.Type: string(value) as? T
        default: value as? T
        }
    }

    package static func double(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case is Bool: nil
        case let v as NSNumber: v.doubleValue
        case let v as any BinaryInteger: Double(v)
        default: nil
        }
    }

    static func cgFloat(_ value: Any?) -> CGFloat? { double(value).map { CGFloat($0) } }

    static func float(_ value: Any?) -> Float? { double(value).map { Float($0) } }

    static func bool(_ value: Any?) -> Bool? {
        switch value {
        case let v as Bool: v
        case let v as NSNumber: v.boolValue
        default: nil
        }
    }

    package static func point(_ value: Any?) -> CGPoint? {
        switch value {
        case let v as CGPoint: v
        case let v as NSValue where v.isPoint: v.pointValue
        default: nil
        }
    }

    package static func size(_ value: Any?) -> CGSize? {
        switch value {
        case let v as CGSize: v
        case let v as NSValue where v.isSize: v.sizeValue
        default: nil
        }
    }

    package static func rect(_ value: Any?) -> CGRect? {
        switch value {
        case let v as CGRect: v
        case let v as NSValue where v.isRect: v.rectValue
        default: nil
        }
    }

    package static func transform3D(_ value: Any?) -> CATransform3D? {
        switch value {
        case let v as CATransform3D: v
        case let v as NSValue where v.isTransform3D: v.caTransform3DValue
        default: nil
        }
    }

    static func string(_ value: Any?) -> String? {
        switch value {
        case let v as String: v
        case let v as NSString: v as String
        default: nil
        }
    }
}
