/// How an animation turns a timing sample into progress: its timing function, a spring, or linearly.
enum ProgressFunction {
    case linear
    case timingFunction(CAMediaTimingFunction)
    /// The spring's progress at the seconds elapsed in the cycle (`CASpringAnimation` ignores `timingFunction`).
    case spring(DampedSpring)

    func progress(for sample: MediaTimingValues.Sample) -> Double {
        switch self {
        case .linear: sample.fraction
        case .timingFunction(let function): function.evaluate(sample.fraction)
        case .spring(let spring): spring.value(at: sample.basicTime)
        }
    }
}
