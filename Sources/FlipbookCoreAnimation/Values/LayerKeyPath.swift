/// A key path split once into its first key (a layer property) and the components inside that value
/// (`"transform.rotation.z"` → `"transform"` + `["rotation", "z"]`). Immutable and shared by reference, so that
/// passing it around an evaluation costs one retain instead of one per string and array.
final class LayerKeyPath: Equatable {
    let key: String
    let components: [String]
    /// The first key as a property of `CALayer`, or `nil` (a subclass's property or a custom key).
    private let layerProperty: LayerPropertyDescriptor?

    init(_ path: String) {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        key = parts[0]
        components = Array(parts.dropFirst())
        layerProperty = CALayer.Properties.table[key]
    }

    /// The property the first key names on `layer` (whose class may declare more properties than `CALayer`).
    func property(on layer: CALayer) -> LayerPropertyDescriptor? {
        layerProperty ?? layer.propertyTable[key]
    }

    /// The storage the typed evaluation path reads and writes for this path on `layer`, if it has one.
    func slot(on layer: CALayer) -> AnimatedSlot? {
        property(on: layer)?.slot(components[...])
    }

    static func == (a: LayerKeyPath, b: LayerKeyPath) -> Bool {
        a.key == b.key && a.components == b.components
    }
}
