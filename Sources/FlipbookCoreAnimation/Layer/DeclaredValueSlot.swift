/// The place of one declared property (see `LayerStorage.declared(default:)`) in every layer's `DeclaredValues`:
/// its identity is the key the store finds the value by, and it holds Apple's default, which a layer reads until the
/// property is set.
///
/// Immutable: made once, with its declaration in a class's static `Properties`, and shared.
final class DeclaredValueSlot<Value>: @unchecked Sendable {
    /// The value of a layer that has not set the property.
    let defaultValue: Value

    init(default defaultValue: Value) {
        self.defaultValue = defaultValue
    }
}
