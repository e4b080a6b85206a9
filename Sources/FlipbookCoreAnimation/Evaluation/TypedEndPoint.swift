/// One end of a basic animation's interpolation on the typed path (see `AnimatedSlot`): a fixed value, the
/// value underneath, or the value underneath plus `byValue`.
enum TypedEndPoint {
    case fixed(SIMD4<Double>)
    case underlying
    case underlyingPlus(SIMD4<Double>)

    /// The end point's value, reading the value underneath if needed (`nil` when there is none).
    func value(base: inout TypedUnderlyingValue) -> SIMD4<Double>? {
        switch self {
        case .fixed(let value): value
        case .underlying: base.value
        case .underlyingPlus(let by): base.value.map { $0 + by }
        }
    }
}
