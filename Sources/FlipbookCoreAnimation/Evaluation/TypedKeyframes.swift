/// A keyframe animation's keyframes on the typed path (see `AnimatedSlot`), prepared once: the values as
/// vectors, their spline tangents in the cubic modes, and the resolved key times. Discrete and path-based
/// keyframes take the general path.
struct TypedKeyframes {
    let frames: [SIMD4<Double>]
    /// The outgoing and incoming Kochanek–Bartels tangent of each keyframe (cubic modes), else `nil` (linear).
    let tangents: (outgoing: [SIMD4<Double>], incoming: [SIMD4<Double>])?
    /// The key time of each keyframe, or `nil` for even spacing.
    let keyTimes: [Double]?
    /// The per-segment timing functions (`nil` in the paced modes, which ignore them).
    let timingFunctions: [CAMediaTimingFunction]?

    /// The value at the overall `progress`, or `nil` without keyframes.
    func value(at progress: Double) -> SIMD4<Double>? {
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return first }
        let (i, u) = CAKeyframeAnimation.segmentPosition(progress, count: frames.count, times: keyTimes,
                                                         timingFunctions: timingFunctions)
        if let tangents {
            let h = CAKeyframeAnimation.hermiteWeights(u)
            return h.p0 * frames[i] + h.m0 * tangents.outgoing[i] + h.p1 * frames[i + 1] + h.m1 * tangents.incoming[i + 1]
        }
        return frames[i] + (frames[i + 1] - frames[i]) * u
    }
}
