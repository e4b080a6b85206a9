/// The values a layer holds for the properties its class declares with `LayerStorage.declared(default:)` (the
/// properties of `CALayer`'s subclasses), found by their `DeclaredValueSlot`; a property not set reads its default.
///
/// A presentation copy or `init(layer:)` copy takes the whole store with one retain (copy-on-write: the first change
/// on either side copies the entries). Only the properties set since the layer was made are stored, so a lookup
/// compares a handful of references, and a layer that sets none holds the shared empty array.
struct DeclaredValues {
    /// One set property: its slot (held, so that its identity cannot be reused) and its value in a `Box` of the
    /// slot's value type.
    private struct Entry {
        let slot: AnyObject
        var box: AnyObject
    }

    /// A value, boxed so that reading it back needs no dynamic cast (the slot fixes its type).
    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var entries: [Entry] = []

    /// The value of the property of `slot`: the value set last, else the slot's default.
    func value<Value>(of slot: DeclaredValueSlot<Value>) -> Value {
        for entry in entries where entry.slot === slot {
            return unsafeDowncast(entry.box, to: Box<Value>.self).value
        }
        return slot.defaultValue
    }

    /// Sets the value of the property of `slot`, and returns the value it replaces (boxed) for the caller to release
    /// once its access to the store has ended (so that no deinitialiser runs inside the access).
    mutating func set<Value>(_ value: Value, of slot: DeclaredValueSlot<Value>) -> AnyObject? {
        let box = Box(value)
        guard let index = entries.firstIndex(where: { $0.slot === slot }) else {
            entries.append(Entry(slot: slot, box: box))
            return nil
        }
        let replaced = entries[index].box
        entries[index].box = box
        return replaced
    }
}
