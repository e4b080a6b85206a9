import Foundation

/// One property of a layer class, declared once (see `LayerProperty`), as key-value coding, actions, animations
/// and presentation copies use it: its key (and Swift name), how it animates, what a change implies, and typed
/// access to its value.
///
/// Immutable: descriptors are built once, in the static property tables (see `LayerPropertyTable`), and shared.
package final class LayerPropertyDescriptor: LayerPropertyDeclaration, @unchecked Sendable {
    /// The Objective-C key-value-coding key (`"hidden"`, `"cornerRadius"`).
    package let key: String
    /// The Swift name when it differs from the key (`"isHidden"`); key-value coding accepts it too.
    package let swiftName: String?
    /// The type of the property's value.
    package let valueType: Any.Type
    /// Whether and how the property animates.
    package let animation: LayerPropertyAnimation
    /// Whether a change marks the layer as needing display (see `CALayer.needsDisplay(forKey:)`).
    package let needsDisplay: Bool
    /// Whether the property is one of the layer's `CAMediaTiming` properties (a change moves its animations in time).
    package let isMediaTiming: Bool
    /// Reads the value through the property's accessor, boxed as key-value coding returns it (`nil` for `nil`).
    package let read: (CALayer) -> Any?
    /// Sets the value through the property's accessor (so its action runs); a value of the wrong type is ignored.
    package let write: (CALayer, Any?) -> Void
    /// The stored value as an animation value.
    let readAnimationValue: (CALayer) -> AnimationValue?
    /// Stores an animated value straight into a presentation copy (no action); a value of the wrong kind is ignored.
    let writeAnimationValue: (CALayer, AnimationValue) -> Void
    /// The typed evaluation slot of the key path `key.components…`, if it has one.
    let slot: (ArraySlice<String>) -> AnimatedSlot?

    /// The descriptor itself (a declaration of a property computed from others, such as `frame`).
    package var descriptor: LayerPropertyDescriptor { self }

    init(key: String, swiftName: String?, valueType: Any.Type, animation: LayerPropertyAnimation,
         needsDisplay: Bool, isMediaTiming: Bool,
         read: @escaping (CALayer) -> Any?, write: @escaping (CALayer, Any?) -> Void,
         readAnimationValue: @escaping (CALayer) -> AnimationValue?,
         writeAnimationValue: @escaping (CALayer, AnimationValue) -> Void,
         slot: @escaping (ArraySlice<String>) -> AnimatedSlot?) {
        self.key = key
        self.swiftName = swiftName
        self.valueType = valueType
        self.animation = animation
        self.needsDisplay = needsDisplay
        self.isMediaTiming = isMediaTiming
        self.read = read
        self.write = write
        self.readAnimationValue = readAnimationValue
        self.writeAnimationValue = writeAnimationValue
        self.slot = slot
    }

    /// A property computed from others (`frame`): read and written through its accessor only; animating it sets it
    /// on the presentation copy, which stores the properties it derives from.
    package static func derived<Layer: CALayer, Value: LayerPropertyValue>(
        _ key: String, _ accessor: ReferenceWritableKeyPath<Layer, Value>, animation: LayerPropertyAnimation
    ) -> LayerPropertyDescriptor {
        let read = { (layer: CALayer) in (layer as? Layer).map { keyValueBox($0[keyPath: accessor]) } ?? nil }
        let write = { (layer: CALayer, value: Any?) in
            guard let layer = layer as? Layer, let value = Value.coerced(from: value) else { return }
            layer[keyPath: accessor] = value
        }
        return LayerPropertyDescriptor(
            key: key, swiftName: nil, valueType: Value.self, animation: animation, needsDisplay: false,
            isMediaTiming: false, read: read, write: write,
            readAnimationValue: { AnimationValue(read($0)) }, writeAnimationValue: { write($0, $1.boxed) },
            slot: { _ in nil })
    }
}
