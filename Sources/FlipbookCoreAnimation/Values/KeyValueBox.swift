/// `value` boxed as key-value coding returns it: an optional's wrapped value, or `nil`.
func keyValueBox<Value>(_ value: Value) -> Any? {
    if let optional = value as? any OptionalValue { return optional.wrappedAny }
    return value
}

/// An `Optional` seen without its wrapped type, to unwrap a generic value that is one.
protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedAny: Any? { self.map { keyValueBox($0) } ?? nil }
}
