/// The documented clamp of a rendition's progress: values outside `0...1` draw as the nearest end, NaN as the start.
enum TransitionProgress {
    /// `progress` clamped to `0...1` (NaN gives 0).
    static func clamped(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }
}
