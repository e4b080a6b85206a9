import Foundation

extension NSMutableDictionary {
    /// Sets `value` for `key`, or removes the key when `value` is `nil` — `NSMutableDictionary`'s key-value coding
    /// method on Apple platforms (`properties.setValue(1, forKey: kCGImagePropertyGIFLoopCount as String)`), which
    /// swift-corelibs-foundation does not have. Swift values are stored bridged (`16` as an `NSNumber`).
    public func setValue(_ value: Any?, forKey key: String) {
        if let value {
            self[key as NSString] = value
        } else {
            removeObject(forKey: key as NSString)
        }
    }
}
