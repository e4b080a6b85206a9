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

    /// Whether `other` shares this value's box (then assigning it changes nothing).
    func isShared(with other: SharedValue) -> Bool { box === other.box }

    /// The value; reading a part of it borrows the box's value in place (no copy of the whole value, which matters
    /// when it holds references or, as `LayerAttributes` with its weak delegate, cannot be copied bit by bit).
    var value: Value {
        _read { yield box.value }
        set { box = Box(newValue) }
    }
}
