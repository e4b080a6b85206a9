import FlipbookCoreAnimation
import Foundation

/// Collects the changes made in an `animateKeyframes` block — each in the time window of the `addKeyframe` call
/// around it, or over the whole duration when made directly in the block — and turns them into one
/// `CAKeyframeAnimation` per layer property when the block closes, as UIKit does.
///
/// A property's animation has the value before the block at key time 0, then for each window in the order the
/// changes were made: the value so far held until the window's start, the new value at its end; the last value is
/// held until key time 1 (UIKit's animation of a `(0, 0.1)` keyframe: key times 0, 0.1, 1, values old, new, new).
/// A later change in the same window replaces the earlier one's value (the seeds' E4: two keyframes printed with the
/// same window); a window starting before the previous one ended starts at that end instead: its value is reached at
/// once, a jump. The animations are absolute (not additive), under the property's key, with the block's timing
/// (duration, delay, curve — ease-in-ease-out by default — repeat, autoreverse, `fillMode` both) and the calculation
/// mode of the options.
final class ViewKeyframeCollector {
    /// The relative time window changes are recorded in now.
    private(set) var window: (start: Double, duration: Double) = (0, 1)
    private let calculationMode: CAAnimationCalculationMode
    /// The animated properties in the order of their first change.
    private var tracks: [Track] = []
    /// The tracks by layer and key (a block changing many views stays linear).
    private var trackIndex: [TrackKey: Track] = [:]

    private struct TrackKey: Hashable {
        let layer: ObjectIdentifier
        let key: String
    }

    /// One animated property of one layer.
    private final class Track {
        let layer: CALayer
        let key: String
        let initialValue: Any
        var segments: [(start: Double, end: Double, value: Any)] = []

        init(layer: CALayer, key: String, initialValue: Any) {
            self.layer = layer
            self.key = key
            self.initialValue = initialValue
        }
    }

    init(calculationMode: CAAnimationCalculationMode) {
        self.calculationMode = calculationMode
    }

    /// Runs `animations` with its changes recorded in the window `start ..< start + duration` (fractions of the
    /// block's duration, clamped to 0…1; not a number: 0).
    func recordKeyframe(start: Double, duration: Double, _ animations: () -> Void) {
        let previous = window
        let clampedStart = Self.fraction(start)
        window = (clampedStart, min(Self.fraction(duration), 1 - clampedStart))
        animations()
        window = previous
    }

    /// Records that `key` of `layer` changed from `old` to `new` in the current window.
    func recordChange(of key: String, on layer: CALayer, from old: Any?, to new: Any?) {
        guard let new else { return }
        let trackKey = TrackKey(layer: ObjectIdentifier(layer), key: key)
        let track: Track
        if let existing = trackIndex[trackKey] {
            track = existing
        } else if let old {
            track = Track(layer: layer, key: key, initialValue: old)
            tracks.append(track)
            trackIndex[trackKey] = track
        } else {
            return
        }
        let end = window.start + window.duration
        if let last = track.segments.last, last.start == window.start, last.end == end {
            track.segments[track.segments.count - 1].value = new
        } else {
            track.segments.append((window.start, end, new))
        }
    }

    /// Adds the keyframe animations of every recorded property, timed by `block`.
    func addAnimations(timedBy block: ViewAnimationBlock) {
        for track in tracks {
            var values: [Any] = [track.initialValue]
            var keyTimes: [NSNumber] = [0]
            var time = 0.0
            var current = track.initialValue
            for segment in track.segments {
                if segment.start > time {
                    values.append(current)
                    keyTimes.append(NSNumber(value: segment.start))
                }
                time = max(segment.end, time)
                values.append(segment.value)
                keyTimes.append(NSNumber(value: time))
                current = segment.value
            }
            if time < 1 {
                values.append(current)
                keyTimes.append(1)
            }
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values
            animation.keyTimes = keyTimes
            animation.calculationMode = calculationMode
            block.add(animation, forKey: track.key, to: track.layer)
        }
        tracks = []
        trackIndex = [:]
    }

    private static func fraction(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

/// The action of a view's layer inside an `animateKeyframes` block: records the change in the block's collector
/// (the animation is added when the block closes).
final class ViewKeyframeRecordingAction: CAAction {
    private let collector: ViewKeyframeCollector
    private let oldValue: Any?

    init(collector: ViewKeyframeCollector, layer: CALayer, key: String) {
        self.collector = collector
        oldValue = layer.value(forKey: key)
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        collector.recordChange(of: event, on: layer, from: oldValue, to: layer.value(forKey: event))
    }
}
