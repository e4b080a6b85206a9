/// The properties of a layer class, in declaration order, found by key-value-coding key or Swift name: `CALayer`'s
/// own, and for a subclass its superclass's followed by the subclass's (see ``appending(_:)``).
package final class LayerPropertyTable: Sendable {
    /// The properties in declaration order.
    package let descriptors: [LayerPropertyDescriptor]
    private let byName: [String: LayerPropertyDescriptor]
    /// Makes a layer of the class with its defaults, to read ``defaultValue(forKey:)`` from.
    private let makeDefaultLayer: @Sendable () -> CALayer

    /// A table of `descriptors` for the class whose new instances `makeDefaultLayer` makes; a later descriptor with
    /// the same key replaces an earlier one.
    package init(_ descriptors: [LayerPropertyDescriptor], defaults makeDefaultLayer: @escaping @Sendable () -> CALayer) {
        self.makeDefaultLayer = makeDefaultLayer
        var byName: [String: LayerPropertyDescriptor] = [:]
        var ordered: [LayerPropertyDescriptor] = []
        for descriptor in descriptors {
            if let replaced = byName[descriptor.key] { ordered.removeAll { $0 === replaced } }
            ordered.append(descriptor)
            byName[descriptor.key] = descriptor
            if let swiftName = descriptor.swiftName { byName[swiftName] = descriptor }
        }
        self.descriptors = ordered
        self.byName = byName
    }

    /// The table of the declarations that `declarations`' stored properties hold (`LayerProperty`s or
    /// descriptors), in declaration order: a class's `Properties` struct.
    package convenience init(declaredIn declarations: Any, defaults makeDefaultLayer: @escaping @Sendable () -> CALayer) {
        self.init(Self.descriptors(declaredIn: declarations), defaults: makeDefaultLayer)
    }

    /// This table followed by a subclass's own properties (`makeDefaultLayer` makes a new instance of the subclass).
    package func appending(_ subclassDescriptors: [LayerPropertyDescriptor],
                           defaults makeDefaultLayer: @escaping @Sendable () -> CALayer) -> LayerPropertyTable {
        LayerPropertyTable(descriptors + subclassDescriptors, defaults: makeDefaultLayer)
    }

    /// This table followed by the declarations `declarations`' stored properties hold (a subclass's `Properties`).
    package func appending(declaredIn declarations: Any,
                           defaults makeDefaultLayer: @escaping @Sendable () -> CALayer) -> LayerPropertyTable {
        appending(Self.descriptors(declaredIn: declarations), defaults: makeDefaultLayer)
    }

    /// The descriptors of the declarations among `declarations`' stored properties, in declaration order.
    private static func descriptors(declaredIn declarations: Any) -> [LayerPropertyDescriptor] {
        Mirror(reflecting: declarations).children.compactMap { ($0.value as? any LayerPropertyDeclaration)?.descriptor }
    }

    /// The value of the property `key` on a new layer of the class (Apple's default), or `nil` for a key the table
    /// does not have.
    package func defaultValue(forKey key: String) -> Any? {
        self[key]?.read(makeDefaultLayer())
    }

    /// The property named `key` (its key-value-coding key or its Swift name), or `nil`.
    package subscript(key: String) -> LayerPropertyDescriptor? { byName[key] }
}
