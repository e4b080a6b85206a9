import Foundation

/// Reading the values of an ImageIO property dictionary the way Apple code builds them: a `CFDictionary` made from
/// a Swift dictionary (`[kCGImagePropertyGIFDelayTime as String: 0.1] as CFDictionary`), an `NSMutableDictionary`
/// filled with `setValue(_:forKey:)`, nested dictionaries of either kind, numbers as `NSNumber`, `Double`, `Float`,
/// `Int`, `CGFloat` or `Bool`.
package enum PropertyValues {
    /// The dictionary `value` holds, keyed by strings; `nil` when it is not a dictionary.
    package static func dictionary(_ value: Any?) -> [String: Any]? {
        if let dictionary = value as? [String: Any] { return dictionary }
        guard let dictionary = value as? NSDictionary else { return nil }
        var result: [String: Any] = [:]
        for (key, element) in dictionary {
            if let key = key as? String { result[key] = element } else if let key = key as? NSString { result[String(key)] = element }
        }
        return result
    }

    /// The number `value` holds, as a `Double`; `nil` when it is not a number.
    package static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: return number.doubleValue
        case let number as Double: return number
        case let number as Float: return Double(number)
        case let number as Int: return Double(number)
        case let number as CGFloat: return Double(number)
        case let flag as Bool: return flag ? 1 : 0
        default: return nil
        }
    }

    /// The value under `key` in the sub-dictionary `dictionaryKey` of `properties`.
    package static func value(_ key: CFString, in dictionaryKey: CFString, of properties: CFDictionary?) -> Any? {
        guard let outer = dictionary(properties), let inner = dictionary(outer[String(dictionaryKey)]) else { return nil }
        return inner[String(key)]
    }
}
