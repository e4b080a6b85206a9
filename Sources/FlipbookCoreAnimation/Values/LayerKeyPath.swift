/// A key path split once into its first key (a layer property) and the components inside that value
/// (`"transform.rotation.z"` → `"transform"` + `["rotation", "z"]`). Immutable and shared by reference, so that
/// passing it around an evaluation costs one retain instead of one per string and array.
final class LayerKeyPath: Equatable {
    let key: String
    let components: [String]
    /// The first key as a known `CALayer` property, or `nil` (subclass or custom key).
    let property: LayerProperty?
    /// For `transform.…` paths, the transform component the components name (`nil` if they name none).
    let transformComponent: TransformComponent?
    /// The storage the typed evaluation path reads and writes for this path, if it has one.
    let slot: AnimatedSlot?

    init(_ path: String) {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        key = parts[0]
        components = Array(parts.dropFirst())
        property = LayerProperty(key: key)
        transformComponent = property == .transform && !components.isEmpty
            ? TransformComponent(components[0], components.dropFirst()) : nil
        slot = AnimatedSlot(property, components, transformComponent: transformComponent)
    }

    static func == (a: LayerKeyPath, b: LayerKeyPath) -> Bool {
        a.key == b.key && a.components == b.components
    }
}
