/// The value beneath an animation on the typed path (see `AnimatedSlot`), read from the slot only when the
/// animation needs it (a missing end point, additive or cumulative animations). It lives only during one `apply`
/// call, while the caller holds the layer, so it keeps an unretained reference.
struct TypedUnderlyingValue {
    private unowned(unsafe) let layer: CALayer
    private let slot: AnimatedSlot
    private var cached: SIMD4<Double>?
    private var isRead = false

    init(layer: CALayer, slot: AnimatedSlot) {
        self.layer = layer
        self.slot = slot
    }

    var value: SIMD4<Double>? {
        mutating get {
            if !isRead {
                cached = slot.read(from: layer)
                isRead = true
            }
            return cached
        }
    }
}
