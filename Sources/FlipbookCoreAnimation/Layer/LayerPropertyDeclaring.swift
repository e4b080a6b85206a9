/// A subclass of `CALayer` that declares properties of its own in a table (see `LayerProperty`): key-value coding,
/// actions, animations, `defaultValue(forKey:)` and `needsDisplay(forKey:)` then reach them with no override.
package protocol LayerPropertyDeclaring: CALayer {
    /// The class's properties: `CALayer.Properties.table` (or the superclass's table) followed by its own.
    static var layerProperties: LayerPropertyTable { get }
}

extension CALayer {
    /// The property table of this class: its own when it declares one, else `CALayer`'s.
    package static var propertyTable: LayerPropertyTable {
        (self as? any LayerPropertyDeclaring.Type)?.layerProperties ?? Properties.table
    }

    /// The property table of the layer's class.
    package var propertyTable: LayerPropertyTable { type(of: self).propertyTable }
}

extension LayerPropertyDeclaring {
    /// The model value of `property`, read straight from its storage: the getter of a property the class declares
    /// (`get { self[Properties.declared.fontSize] }`), whose setter stores through `update(_:_:)`.
    package subscript<Value>(property: LayerProperty<Self, Value>) -> Value { property.storage.get(self) }
}
