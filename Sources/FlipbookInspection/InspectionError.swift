import FlipbookCoreAnimation

/// A state dump or a plot was asked for something it cannot show.
public enum InspectionError: Error, Equatable, CustomStringConvertible {
    /// A time that is NaN or infinite.
    case invalidTime(CFTimeInterval)
    /// A time before the host's clock: a host only moves forward, so its past cannot be sampled again.
    case timeInPast(requested: CFTimeInterval, current: CFTimeInterval)
    /// A plot range whose end is not after its start.
    case emptyRange(from: CFTimeInterval, to: CFTimeInterval)
    /// A number of samples outside ``AnimationSamples/sampleCountRange``.
    case unsupportedSampleCount(Int)
    /// The layer is not in the host's layer tree.
    case layerNotInHost

    /// The error in one sentence, with the times involved.
    public var description: String {
        switch self {
        case .invalidTime(let time): "the time \(time) is not a finite number of seconds"
        case let .timeInPast(requested, current):
            "t = \(NumberText.format(requested)) s is before the host's clock (\(NumberText.format(current)) s); hosts only move forward: use a fresh host"
        case let .emptyRange(from, to):
            "the range \(NumberText.format(from))…\(NumberText.format(to)) s is empty: its end must come after its start"
        case .unsupportedSampleCount(let count):
            "\(count) samples: a plot takes \(AnimationSamples.sampleCountRange.lowerBound) to \(AnimationSamples.sampleCountRange.upperBound)"
        case .layerNotInHost: "the layer is not in the host's layer tree"
        }
    }
}
