import Foundation

/// A stored property of a layer class, declared once: its key-value-coding key (and Swift name), the accessor
/// key-value coding goes through, the storage the accessor and animations use, and how it animates. From this one
/// declaration the property gets key-value coding (with sub-key paths such as `position.x`), its implicit action,
/// explicit animations (typed and general evaluation) and presentation copies (which carry the storage).
///
/// A layer class declares its properties as the stored constants of its `Properties` struct, from which its
/// `LayerPropertyTable` collects them in order. A subclass's property is its declaration, whose storage in the
/// layer's declared values carries Apple's default, and its public accessor, which reads through the declaration and
/// stores through it (so that its action runs); presentation and `init(layer:)` copies carry the value with no code
/// in the subclass:
///
/// ```swift
/// struct Properties {
///     static let declared = Properties()
///     let fontSize = LayerProperty("fontSize", \CATextLayer.fontSize, storage: .declared(default: 36),
///                                  animation: .interpolated, needsDisplay: true)
/// }
///
/// /// The font size in points. Default 36. Animatable.
/// open var fontSize: CGFloat {
///     get { self[Properties.declared.fontSize] }
///     set { update(Properties.declared.fontSize, newValue) }
/// }
/// ```
package struct LayerProperty<Layer: CALayer, Value>: LayerPropertyDeclaration, @unchecked Sendable {
    /// The storage of the model value (no action runs when it is written directly).
    package let storage: LayerStorage<Layer, Value>
    /// The type-erased description the property table holds.
    package let descriptor: LayerPropertyDescriptor

    /// Declares a property whose values key-value coding reads with `coerce`.
    package init(_ key: String, swiftName: String? = nil, _ accessor: ReferenceWritableKeyPath<Layer, Value>,
                 storage: LayerStorage<Layer, Value>, animation: LayerPropertyAnimation,
                 needsDisplay: Bool = false, isMediaTiming: Bool = false,
                 coerce: @escaping (Any?) -> Value?, slot: @escaping (ArraySlice<String>) -> AnimatedSlot? = { _ in nil }) {
        self.storage = storage
        let write = { (layer: CALayer, value: Any?) in
            guard let layer = layer as? Layer, let value = coerce(value) else { return }
            layer[keyPath: accessor] = value
        }
        descriptor = LayerPropertyDescriptor(
            key: key, swiftName: swiftName, valueType: Value.self, animation: animation, needsDisplay: needsDisplay,
            isMediaTiming: isMediaTiming,
            read: { layer in (layer as? Layer).map { keyValueBox($0[keyPath: accessor]) } ?? nil },
            write: write,
            readAnimationValue: { layer in (layer as? Layer).flatMap { AnimationValue(keyValueBox(storage.get($0))) } },
            writeAnimationValue: { layer, value in
                guard let layer = layer as? Layer, let value = coerce(value.boxed) else { return }
                storage.set(layer, value)
            },
            slot: slot)
    }
}

extension LayerProperty where Value: LayerPropertyValue {
    /// Declares a property whose values key-value coding reads as `Value` does (see `LayerPropertyValue`).
    package init(_ key: String, swiftName: String? = nil, _ accessor: ReferenceWritableKeyPath<Layer, Value>,
                 storage: LayerStorage<Layer, Value>, animation: LayerPropertyAnimation,
                 needsDisplay: Bool = false, isMediaTiming: Bool = false) {
        self.init(key, swiftName: swiftName, accessor, storage: storage, animation: animation,
                  needsDisplay: needsDisplay, isMediaTiming: isMediaTiming, coerce: Value.coerced(from:))
    }
}

extension LayerProperty where Value: VectorValue {
    /// Declares a property of a vector type (numbers, points, sizes, rects): its key paths, the whole value and each
    /// component (`position.x`, `bounds.size.width`, …), have typed evaluation slots.
    package init(_ key: String, swiftName: String? = nil, _ accessor: ReferenceWritableKeyPath<Layer, Value>,
                 storage: LayerStorage<Layer, Value>, animation: LayerPropertyAnimation,
                 needsDisplay: Bool = false, isMediaTiming: Bool = false) {
        self.init(key, swiftName: swiftName, accessor, storage: storage, animation: animation,
                  needsDisplay: needsDisplay, isMediaTiming: isMediaTiming, coerce: Value.coerced(from:)) { components in
            guard let (first, shape) = Value.vectorShape.component(components) else { return nil }
            return .lanes(storage, from: first, shape: shape)
        }
    }
}

extension LayerProperty where Value == CATransform3D {
    /// Declares a transform property: its component key paths (`transform.rotation.z`, `transform.scale`, …) have
    /// typed evaluation slots.
    package init(_ key: String, swiftName: String? = nil, _ accessor: ReferenceWritableKeyPath<Layer, Value>,
                 storage: LayerStorage<Layer, Value>, animation: LayerPropertyAnimation,
                 needsDisplay: Bool = false, isMediaTiming: Bool = false) {
        self.init(key, swiftName: swiftName, accessor, storage: storage, animation: animation,
                  needsDisplay: needsDisplay, isMediaTiming: isMediaTiming, coerce: Value.coerced(from:)) { components in
            guard let name = components.first, let component = TransformComponent(name, components.dropFirst()) else {
                return nil
            }
            return .transform(storage, component)
        }
    }
}
