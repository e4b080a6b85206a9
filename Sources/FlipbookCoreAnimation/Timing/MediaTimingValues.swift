import Foundation

/// A value snapshot of an object's `CAMediaTiming` properties with Core Animation's time mapping as pure functions.
///
/// Bad input is sanitised here, never in the setters (the getters return what was set):
/// a non-finite `speed` counts as 1; a NaN, infinite-negative or negative `repeatCount`/`repeatDuration`
/// counts as 0 (unused); a NaN or negative `duration` counts as 0; a non-finite `beginTime`/`timeOffset` counts as 0.
struct MediaTimingValues: Equatable, Sendable {
    let beginTime: Double
    let duration: Double
    let speed: Double
    let timeOffset: Double
    let repeatCount: Double
    let repeatDuration: Double
    let autoreverses: Bool
    /// The fill mode as two flags (keeps the snapshot a plain value, cheap to copy).
    let fillsBackwards: Bool
    let fillsForwards: Bool

    init(beginTime: Double = 0, duration: Double = 0, speed: Float = 1, timeOffset: Double = 0,
         repeatCount: Float = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
         fillMode: CAMediaTimingFillMode = .removed) {
        self.beginTime = beginTime.isFinite ? beginTime : 0
        self.duration = duration.isNaN || duration < 0 ? 0 : duration
        self.speed = speed.isFinite ? Double(speed) : 1
        self.timeOffset = timeOffset.isFinite ? timeOffset : 0
        self.repeatCount = repeatCount.isNaN || repeatCount < 0 ? 0 : Double(repeatCount)
        self.repeatDuration = repeatDuration.isNaN || repeatDuration < 0 ? 0 : repeatDuration
        self.autoreverses = autoreverses
        self.fillsBackwards = fillMode.fillsBackwards
        self.fillsForwards = fillMode.fillsForwards
        cycleDuration = self.autoreverses ? self.duration * 2 : self.duration
        activeDuration = self.repeatDuration > 0 ? self.repeatDuration
            : self.repeatCount > 0 ? cycleDuration * self.repeatCount : cycleDuration
    }

    init(_ timing: some CAMediaTiming) {
        self.init(beginTime: timing.beginTime, duration: timing.duration, speed: timing.speed,
                  timeOffset: timing.timeOffset, repeatCount: timing.repeatCount,
                  repeatDuration: timing.repeatDuration, autoreverses: timing.autoreverses,
                  fillMode: timing.fillMode)
    }

    /// Length of one cycle: `duration`, doubled when autoreversing.
    let cycleDuration: Double

    /// Total active time: `repeatDuration` if set, else cycles × `repeatCount` (at least one cycle).
    let activeDuration: Double

    /// The header's linear map from parent time to local time: `(tp − beginTime) × speed + timeOffset`.
    func localTime(fromParent parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// The inverse of ``localTime(fromParent:)`` (infinite or NaN when `speed` is 0).
    func parentTime(fromLocal localTime: Double) -> Double {
        (localTime - timeOffset) / speed + beginTime
    }

    /// Where an animation is relative to its active interval.
    enum Phase: Equatable, Sendable { case before, active, after }

    /// The result of mapping a parent time to an animation's timing.
    struct Sample: Equatable, Sendable {
        /// The fraction of `duration` reached inside the current cycle, before the timing function.
        var fraction: Double
        /// Seconds into the current cycle (`fraction × duration`), used by springs.
        var basicTime: Double
        /// Completed cycles before the current one (for `isCumulative`).
        var iteration: Int
        /// The phase the parent time falls into.
        var phase: Phase
    }

    /// The phase of `parentTime`, ignoring the fill mode.
    func phase(atParentTime parentTime: Double) -> Phase {
        let elapsed = (parentTime - beginTime) * abs(speed)
        if elapsed < 0 { return .before }
        let active = activeDuration
        if active.isFinite && elapsed >= active && !(speed == 0 && active > 0) { return .after }
        return .active
    }

    /// Maps a parent time to a cycle fraction, or `nil` when the animation shows nothing
    /// (outside its active interval and not filling that side).
    ///
    /// The active interval is measured without `timeOffset` (`timeOffset` shifts the position inside it, wrapping
    /// around, so a 1 s animation with offset 0.5 starts half-way and still runs 1 s). A negative speed runs the
    /// interval from its end toward its start. An interior repeat boundary is the start of the next cycle; the
    /// terminal sample is the end of the last cycle (so an autoreversing animation ends on its start value).
    ///
    /// `holdingEnd` is set for the children of a group that is filling forwards: a child whose active interval ends
    /// exactly where the group holds then shows its end value even without a forwards fill of its own, as on Apple.
    func sample(atParentTime parentTime: Double, holdingEnd: Bool = false) -> Sample? {
        let phase = phase(atParentTime: parentTime)
        switch phase {
        case .before where !fillsBackwards: return nil
        case .after where !fillsForwards && !(holdingEnd && (parentTime - beginTime) * abs(speed) == activeDuration):
            return nil
        default: break
        }
        let forward = speed >= 0
        let active = activeDuration
        let elapsed: Double
        switch phase {
        case .before: elapsed = 0
        case .after: elapsed = active
        case .active: elapsed = (parentTime - beginTime) * abs(speed)
        }
        let raw = forward ? elapsed + timeOffset : timeOffset - elapsed
        // After the interval a forward run sits at the end of a cycle; a backward run sits at ends while active.
        let closedEnd = phase == .after ? forward : !forward
        let position = Self.fold(raw, into: active, closedEnd: closedEnd)
        return cycleSample(at: position, closedEnd: closedEnd, phase: phase)
    }

    /// Folds `value` into [0, length) (or (0, length] when `closedEnd`), when it lies outside.
    static func fold(_ value: Double, into length: Double, closedEnd: Bool) -> Double {
        guard length.isFinite, length > 0 else { return value }
        if closedEnd {
            if value > 0 && value <= length { return value }
            let r = (length - value).truncatingRemainder(dividingBy: length)
            return length - (r < 0 ? r + length : r)
        }
        if value >= 0 && value < length { return value }
        let r = value.truncatingRemainder(dividingBy: length)
        return r < 0 ? r + length : r
    }

    /// Splits an active-interval position into cycle index and fraction of `duration`.
    func cycleSample(at position: Double, closedEnd: Bool, phase: Phase) -> Sample {
        let cycle = cycleDuration
        guard cycle > 0, cycle.isFinite else {
            let fraction: Double = duration.isInfinite ? 0 : (phase == .before ? 0 : 1)
            return Sample(fraction: fraction, basicTime: duration.isInfinite ? max(0, position) : duration * fraction,
                          iteration: 0, phase: phase)
        }
        var index = (position / cycle).rounded(.down)
        var local = position - index * cycle
        if closedEnd && local == 0 && index > 0 {
            index -= 1
            local = cycle
        }
        let basic = autoreverses && local > duration ? 2 * duration - local : local
        return Sample(fraction: basic / duration, basicTime: basic,
                      iteration: index.isFinite ? Int(max(-1e9, min(1e9, index))) : 0, phase: phase)
    }

    /// A layer's local time for a parent time: the linear map, folded into cycles when `duration` is finite.
    func layerLocalTime(fromParent parentTime: Double) -> Double {
        let local = localTime(fromParent: parentTime)
        guard duration.isFinite, duration > 0 else { return local }
        let active = activeDuration
        let clamped = active.isFinite ? min(max(local, 0), active) : local
        let sample = cycleSample(at: clamped, closedEnd: active.isFinite && clamped == active, phase: .active)
        return sample.basicTime
    }
}
