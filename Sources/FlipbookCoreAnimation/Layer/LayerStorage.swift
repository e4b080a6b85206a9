/// Where a layer property's model value is stored, as the functions that read and write it directly (no action
/// runs). A subclass's properties live in the layer's declared values, starting at their default
/// (``declared(default:)``); `CALayer`'s name their storage by key path (``at(_:)``), and the fields a layer holds
/// itself (its geometry and opacity, copied into every presentation copy and written by most animations) also say
/// which field they are, so that the typed evaluation path reaches them with a switch (`LayerField`) instead of a
/// function call.
package struct LayerStorage<Layer: CALayer, Value> {
    let get: (Layer) -> Value
    let set: (Layer, Value) -> Void
    /// The layer's own field this storage is, if it is one.
    let field: LayerField?
    /// Whether this storage is the layer's own `transform` field.
    let isLayerTransform: Bool

    /// Storage read and written by `get` and `set`; `field` or `isLayerTransform` say when it is one of the fields
    /// the layer holds itself.
    package init(get: @escaping (Layer) -> Value, set: @escaping (Layer, Value) -> Void,
                 field: LayerField? = nil, isLayerTransform: Bool = false) {
        self.get = get
        self.set = set
        self.field = field
        self.isLayerTransform = isLayerTransform
    }

    /// The storage at `keyPath`.
    package static func at(_ keyPath: ReferenceWritableKeyPath<Layer, Value>) -> LayerStorage {
        LayerStorage(get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 })
    }

    /// Storage in the layer's `DeclaredValues`, reading `defaultValue` until the property is set: the storage of a
    /// subclass's properties, which presentation and `init(layer:)` copies carry with no code in the subclass.
    package static func declared(default defaultValue: Value) -> LayerStorage {
        let slot = DeclaredValueSlot(default: defaultValue)
        return LayerStorage(get: { $0.declaredValues.value(of: slot) },
                            set: { layer, value in withExtendedLifetime(layer.declaredValues.set(value, of: slot)) {} })
    }
}
