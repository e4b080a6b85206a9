import Foundation

extension CALayer {
    /// The value of a declared property (see `LayerPropertyTable`), else of a custom key.
    func storedValue(forKey key: String) -> Any? {
        guard let property = propertyTable[key] else { return attributes.value.customValues[key] }
        return property.read(self)
    }

    /// Sets a declared property (a value of the wrong type is ignored), else stores a custom key.
    func storeValue(_ value: Any?, forKey key: String) {
        guard let property = propertyTable[key] else {
            var updated = attributes.value.customValues
            updated[key] = value
            changeValue(forKey: key) { attributes.value.customValues = updated }
            return
        }
        property.write(self, value)
    }

    func value(for keyPath: LayerKeyPath) -> Any? {
        let base = keyPath.property(on: self).map { $0.read(self) } ?? value(forKey: keyPath.key)
        return keyPath.components.isEmpty ? base : SubValueAccess.component(of: base, keyPath.components[...])
    }

    func setValue(_ value: Any?, for keyPath: LayerKeyPath) {
        let property = keyPath.property(on: self)
        guard !keyPath.components.isEmpty else {
            if let property { property.write(self, value) } else { setValue(value, forKey: keyPath.key) }
            return
        }
        let base = property.map { $0.read(self) } ?? self.value(forKey: keyPath.key)
        guard let replaced = SubValueAccess.replacing(keyPath.components[...], in: base, with: value) else { return }
        if let property { property.write(self, replaced) } else { setValue(replaced, forKey: keyPath.key) }
    }

    /// The value at `keyPath` as an animation value (read straight from a declared property's storage).
    func animationValue(for keyPath: LayerKeyPath) -> AnimationValue? {
        guard keyPath.components.isEmpty, let property = keyPath.property(on: self) else {
            return AnimationValue(value(for: keyPath))
        }
        return property.readAnimationValue(self)
    }

    /// Stores an animated value at `keyPath` of a presentation copy: straight into a declared property's storage
    /// (a presentation copy runs no actions; values of the wrong kind are ignored, as everywhere), through the typed
    /// slot for a component the slot's shape fits (`transform.rotation.z`, `position.x`), else through key-value
    /// coding.
    func setAnimationValue(_ value: AnimationValue, for keyPath: LayerKeyPath) {
        guard let property = keyPath.property(on: self) else { return setValue(value.boxed, for: keyPath) }
        if keyPath.components.isEmpty { return property.writeAnimationValue(self, value) }
        if let slot = property.slot(keyPath.components[...]), let vector = slot.shape.vector(value) {
            return slot.write(vector, self)
        }
        setValue(value.boxed, for: keyPath)
    }
}
