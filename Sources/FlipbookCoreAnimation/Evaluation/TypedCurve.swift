/// A property animation's values on the typed path (see `AnimatedSlot`): the two end points of a basic animation
/// or the keyframes of a keyframe animation.
enum TypedCurve {
    case between(TypedEndPoint, TypedEndPoint)
    case keyframes(TypedKeyframes)

    /// The value at `progress` (the time fraction after easing), or `nil` when there is none.
    func value(at progress: Double, base: inout TypedUnderlyingValue) -> SIMD4<Double>? {
        switch self {
        case .between(let from, let to):
            guard let a = from.value(base: &base), let b = to.value(base: &base) else { return nil }
            return a + (b - a) * progress
        case .keyframes(let keyframes):
            return keyframes.value(at: progress)
        }
    }

    /// The value at the end of one cycle (the start when the animation autoreverses), for cumulative animations.
    func cycleEndValue(autoreverses: Bool, base: inout TypedUnderlyingValue) -> SIMD4<Double>? {
        switch self {
        case .between(let from, let to): (autoreverses ? from : to).value(base: &base)
        case .keyframes(let keyframes): autoreverses ? keyframes.frames.first : keyframes.frames.last
        }
    }
}
