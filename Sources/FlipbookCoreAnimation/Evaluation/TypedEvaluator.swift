/// A property animation prepared for the typed path (see `AnimatedSlot`): everything one evaluation reads, in
/// one immutable object built on the first evaluation after the animation changed, so that evaluating reads
/// constants (no key path, no `AnimationValue`, no `Any`, no dynamically dispatched property).
final class TypedEvaluator {
    let timing: MediaTimingValues
    let progressFunction: ProgressFunction
    let slot: AnimatedSlot
    let curve: TypedCurve
    let isAdditive: Bool
    let isCumulative: Bool

    init(timing: MediaTimingValues, progressFunction: ProgressFunction, slot: AnimatedSlot, curve: TypedCurve,
         isAdditive: Bool, isCumulative: Bool) {
        self.timing = timing
        self.progressFunction = progressFunction
        self.slot = slot
        self.curve = curve
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
    }

    /// Applies the animation to the presentation copy `layer` at `parentTime` (see `CAAnimation.apply`).
    func apply(to layer: CALayer, atParentTime parentTime: Double, holdingEnd: Bool) {
        guard let sample = timing.sample(atParentTime: parentTime, holdingEnd: holdingEnd) else { return }
        var base = TypedUnderlyingValue(layer: layer, evaluator: self)
        guard var value = curve.value(at: progressFunction.progress(for: sample), base: &base) else { return }
        if isCumulative, sample.iteration > 0, let end = curve.cycleEndValue(autoreverses: timing.autoreverses, base: &base) {
            value = end * Double(sample.iteration) + value
        }
        if isAdditive, let underlying = base.value {
            value += underlying
        }
        slot.write(value, layer)
    }
}
