/// The value beneath an animation on the typed path (see `AnimatedSlot`), read from the slot only when the
/// animation needs it (a missing end point, additive or cumulative animations). It lives only during one `apply`
/// call, while the caller holds the layer and the evaluator, so it keeps unretained references to them (read as
/// guaranteed ones: no retain, and the evaluator's slot is not copied).
struct TypedUnderlyingValue {
    private let layer: Unmanaged<CALayer>
    private let evaluator: Unmanaged<TypedEvaluator>
    private var cached: SIMD4<Double>?
    private var isRead = false

    init(layer: CALayer, evaluator: TypedEvaluator) {
        self.layer = .passUnretained(layer)
        self.evaluator = .passUnretained(evaluator)
    }

    var value: SIMD4<Double>? {
        mutating get {
            if !isRead {
                cached = layer._withUnsafeGuaranteedRef { layer in
                    evaluator._withUnsafeGuaranteedRef { $0.slot.read(layer) }
                }
                isRead = true
            }
            return cached
        }
    }
}
