/// A value kept in a shared, immutable box: copying costs one retain however large the value is, and a change
/// stores a new box (copy-on-write without uniqueness checks or exclusivity checks on reads).
struct SharedValue<Value> {
    private final class Box {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) {
        box = Box(value)
    }

    var value: Value {
        get { box.value }
        set { box = Box(newValue) }
    }
}
