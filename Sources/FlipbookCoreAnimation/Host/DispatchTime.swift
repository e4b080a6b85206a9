import Foundation

/// Dispatch's `DispatchTime`, read from the current ``LayerHost``'s virtual clock instead of the system's uptime.
///
/// A file that imports `Flipbook`, `UIKit` or `QuartzCore` — and not `Foundation` or `Dispatch` directly — sees this
/// type as `DispatchTime`, as it sees Flipbook's ``Timer`` (see there); it is the deadline of
/// ``DispatchQueue/asyncAfter(deadline:qos:flags:execute:)``:
///
/// ```swift
/// let dismissTime: DispatchTime = DispatchTime.now() + Double(Int64(0 * NSEC_PER_SEC)) / Double(NSEC_PER_SEC)
/// DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) { … }
/// ```
///
/// A time is a whole number of nanoseconds on the host's clock: ``now()`` is the host's media time
/// (`CACurrentMediaTime()`) in nanoseconds, rounded to the nearest — on a device both read the same uptime clock —,
/// and 0 outside any host, where Flipbook never reads the wall clock (a media time before 0 also reads 0).
/// Arithmetic follows Dispatch: seconds become nanoseconds truncated towards zero; a result past `Int64.max`
/// nanoseconds, a NaN or infinite number of seconds, and `DispatchTimeInterval.never` give ``distantFuture``
/// (never due), which stays ``distantFuture`` whatever is added or subtracted; a result before 0 (minus infinity
/// seconds, minus `.never`) is 0, a deadline that is due at once. Dispatch APIs that take Dispatch's own
/// `DispatchTime` (a group's or semaphore's `wait(timeout:)`) still take it: write `.now() + …` in the call, or
/// `Dispatch.DispatchTime`.
public struct DispatchTime: Comparable, Hashable, Sendable {
    /// The time in nanoseconds on the host's clock (`UInt64.max` for ``distantFuture``).
    public let uptimeNanoseconds: UInt64

    /// Creates the time `uptimeNanoseconds` nanoseconds after the clock's start (media time 0).
    public init(uptimeNanoseconds: UInt64) {
        self.uptimeNanoseconds = uptimeNanoseconds
    }

    /// The current time: the current host's media time in nanoseconds (0 outside any host).
    public static func now() -> DispatchTime {
        DispatchTime(uptimeNanoseconds: LayerHost.current.map { nanoseconds(ofMediaTime: $0.currentTime) } ?? 0)
    }

    /// A time that never comes: a block scheduled for it never runs.
    public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
        lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
    }

    /// `time` moved by `seconds` (see the type's discussion for NaN, infinities and overflow).
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        time.moved(byNanoseconds: clampedNanoseconds(seconds * 1e9))
    }

    /// `time` moved back by `seconds`.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        time.moved(byNanoseconds: clampedNanoseconds(-seconds * 1e9))
    }

    /// `time` moved by `interval` (`DispatchTimeInterval.never` gives ``distantFuture``).
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        time.moved(byNanoseconds: nanoseconds(of: interval))
    }

    /// `time` moved back by `interval`.
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        let delta = nanoseconds(of: interval)
        return time.moved(byNanoseconds: delta == .min ? .max : -delta)
    }

    /// The media time of the host at which a block with this deadline is due: the host's current time when the
    /// deadline is not after ``now()`` (compared in nanoseconds, so that `.now() + 0` is the current turn's time
    /// exactly), `nil` for ``distantFuture``.
    func mediaTime(on host: LayerHost) -> CFTimeInterval? {
        if self == .distantFuture { return nil }
        let current = Self.nanoseconds(ofMediaTime: host.currentTime)
        return uptimeNanoseconds <= current ? host.currentTime : Double(uptimeNanoseconds) / 1e9
    }

    /// The number of seconds from ``now()`` to this time (negative when it has passed, `nil` for ``distantFuture``).
    var secondsFromNow: Double? {
        if self == .distantFuture { return nil }
        let now = Self.now().uptimeNanoseconds
        return uptimeNanoseconds >= now ? Double(uptimeNanoseconds - now) / 1e9 : -Double(now - uptimeNanoseconds) / 1e9
    }

    private func moved(byNanoseconds delta: Int64) -> DispatchTime {
        guard self != .distantFuture else { return self }
        if delta >= 0 {
            let (sum, overflow) = uptimeNanoseconds.addingReportingOverflow(UInt64(delta))
            return overflow || sum > UInt64(Int64.max) ? .distantFuture : DispatchTime(uptimeNanoseconds: sum)
        }
        let back = delta.magnitude
        return DispatchTime(uptimeNanoseconds: uptimeNanoseconds > back ? uptimeNanoseconds - back : 0)
    }

    /// A media time in whole nanoseconds, rounded to the nearest; times before 0 read 0.
    private static func nanoseconds(ofMediaTime time: CFTimeInterval) -> UInt64 {
        let nanoseconds = (time * 1e9).rounded()
        guard nanoseconds > 0 else { return 0 }
        return nanoseconds < Double(Int64.max) ? UInt64(nanoseconds) : UInt64(Int64.max)
    }

    /// A number of nanoseconds as Dispatch converts it: truncated, NaN and overflow to `Int64.max` (never),
    /// underflow to `Int64.min`.
    private static func clampedNanoseconds(_ value: Double) -> Int64 {
        if value.isNaN || value >= Double(Int64.max) { return .max }
        if value <= Double(Int64.min) { return .min }
        return Int64(value)
    }

    private static func nanoseconds(of interval: DispatchTimeInterval) -> Int64 {
        func product(_ count: Int, _ unit: Int64) -> Int64 {
            let (result, overflow) = Int64(count).multipliedReportingOverflow(by: unit)
            return overflow ? (count > 0 ? .max : .min) : result
        }
        switch interval {
        case .seconds(let count): return product(count, 1_000_000_000)
        case .milliseconds(let count): return product(count, 1_000_000)
        case .microseconds(let count): return product(count, 1_000)
        case .nanoseconds(let count): return Int64(count)
        case .never: return .max
        @unknown default: return .max
        }
    }
}
