/// The value beneath an animation on the typed path (see `AnimatedSlot`), read from the slot only when the
/// animation needs it (a missing end point, additive or cumulative animations). It lives only during one `apply`
/// call, while the caller holds the layer, so it keeps an unretained reference (read as a guaranteed one: no retain).
struct TypedUnderlyingValue {
    private let layer: Unmanaged<CALayer>
    private let slot: AnimatedSlot
    private var cached: SIMD4<Double>?
    private var isRead = false

    init(layer: CALayer, slot: AnimatedSlot) {
        self.layer = .passUnretained(layer)
        self.slot = slot
    }

    var value: SIMD4<Double>? {
        mutating get {
            if !isRead {
                cached = layer._withUnsafeGuaranteedRef { slot.read(from: $0) }
                isRead = true
            }
            return cached
        }
    }
}
