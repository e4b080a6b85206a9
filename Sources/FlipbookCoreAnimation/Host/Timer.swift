import Foundation

/// Foundation's `Timer`, firing on the current ``LayerHost``'s virtual clock instead of the wall clock.
///
/// A file that imports `Flipbook`, `UIKit` or `QuartzCore` — and not `Foundation` directly — sees this class as
/// `Timer`: a declaration in a module shadows one of the same name in a module it re-exports, and Foundation
/// reaches such a file only through this module. A file that also writes `import Foundation` sees both classes and
/// must drop that import (its API comes with `Flipbook` anyway) or write `FlipbookCoreAnimation.Timer`.
///
/// ```swift
/// timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: Selector(refreshImage),
///                              userInfo: nil, repeats: true)
/// timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in … }
/// ```
///
/// A scheduled timer joins the ``LayerHost`` current where it is scheduled (inside `host.perform { … }`, a
/// callback or a view controller's lifecycle method); scheduled outside any host it never fires, as a timer on
/// a run loop that never runs. Fire *n* (from 0) is due at `fireDate + n × timeInterval` on the virtual clock
/// (no drift); a repeating timer whose fire dates passed while the clock jumped fires once, then at the next
/// date still ahead, as Foundation does. Virtual media time *t* is the `Date` *t* seconds after the reference
/// date (`Date(timeIntervalSinceReferenceDate: t)`). Foundation's block parameters are `@Sendable`; these are
/// not (the host calls them on its own task), so every closure that compiles on iOS compiles here. The class is
/// final: Foundation's `Timer` is a class cluster that apps do not subclass.
public final class Timer {
    /// Foundation's smallest interval (0.1 ms): intervals that are not positive (or NaN) are raised to it.
    static let minimumInterval: TimeInterval = 0.0001

    private let interval: TimeInterval
    private let repeats: Bool
    /// The callback; released when the timer is invalidated, with the target it holds (as Foundation does).
    private var action: ((Timer) -> Void)?
    /// Fire *n* (from 0) is due at `anchor + (n + anchorOffset) × interval`: a timer created "`interval` from
    /// now" fires at now + 1 × interval, now + 2 × interval… exactly (no drift, no ulp from adding twice).
    private var anchor: CFTimeInterval
    private var anchorOffset: Int
    private var firesDone = 0
    /// The order in which the host received the timer (ties at one time fire in that order); 0 until scheduled
    /// (the host's identifiers start at 1).
    var sequence = 0

    private init(anchor: CFTimeInterval, anchorOffset: Int, interval: TimeInterval, repeats: Bool, userInfo: Any?,
                 action: @escaping (Timer) -> Void) {
        self.interval = interval > 0 ? interval : Self.minimumInterval
        self.repeats = repeats
        self.userInfo = userInfo
        self.action = action
        self.anchor = anchor.isNaN || anchor == -.infinity ? Self.now : anchor
        self.anchorOffset = anchorOffset
    }

    /// Creates a timer that calls `block` every `interval` seconds (once if `repeats` is false), first at `date`
    /// (now for a NaN or −∞ date).
    /// Schedule it with `RunLoop.current.add(_:forMode:)`.
    public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.init(anchor: date.timeIntervalSinceReferenceDate, anchorOffset: 0, interval: interval, repeats: repeats,
                  userInfo: nil, action: block)
    }

    /// Creates a timer that calls `block` every `interval` seconds from now (once if `repeats` is false).
    /// Schedule it with `RunLoop.current.add(_:forMode:)`.
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.init(anchor: Self.now, anchorOffset: 1, interval: interval, repeats: repeats, userInfo: nil, action: block)
    }

    /// Creates a timer that sends `selector` to `target` (with the timer as argument when the method takes one),
    /// first at `date`, then every `interval` seconds if `repeats`. The timer keeps `target` until invalidated.
    public convenience init(fireAt date: Date, interval: TimeInterval, target: Any, selector: Selector,
                            userInfo: Any?, repeats: Bool) {
        self.init(anchor: date.timeIntervalSinceReferenceDate, anchorOffset: 0, interval: interval, repeats: repeats,
                  userInfo: userInfo, action: Self.sending(selector, to: target))
    }

    /// Creates a timer that sends `selector` to `target` every `interval` seconds from now (once if `repeats` is
    /// false). Schedule it with `RunLoop.current.add(_:forMode:)`.
    public convenience init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
                            repeats: Bool) {
        self.init(anchor: Self.now, anchorOffset: 1, interval: interval, repeats: repeats, userInfo: userInfo,
                  action: Self.sending(selector, to: target))
    }

    /// Creates a timer that sends `selector` to `target` and schedules it on the current host.
    @discardableResult
    public static func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                   userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        LayerHost.current?.schedule(timer)
        return timer
    }

    /// Creates a timer that calls `block` and schedules it on the current host.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                   block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        LayerHost.current?.schedule(timer)
        return timer
    }

    /// The interval between fires; 0 for a timer that does not repeat (as Foundation reports it).
    public var timeInterval: TimeInterval { repeats ? interval : 0 }

    /// The object given when the timer was created.
    public private(set) var userInfo: Any?

    /// Accepted for source compatibility; the virtual clock fires every timer on time.
    public var tolerance: TimeInterval = 0

    /// Whether the timer will still fire.
    public var isValid: Bool { action != nil }

    /// The date of the next scheduled fire; setting it moves the schedule (a NaN date is ignored, a date of −∞ is
    /// now, as at creation; +∞ never comes).
    public var fireDate: Date {
        get { Date(timeIntervalSinceReferenceDate: nextFireTime) }
        set {
            let time = newValue.timeIntervalSinceReferenceDate
            guard !time.isNaN else { return }
            anchor = time == -.infinity ? Self.now : time
            anchorOffset = 0
            firesDone = 0
        }
    }

    /// Calls the timer's action now without changing its schedule; a timer that does not repeat is invalidated.
    public func fire() {
        guard let action else { return }
        action(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer for good and releases its target, block and user info.
    public func invalidate() {
        action = nil
        userInfo = nil
    }

    /// The media time of the next scheduled fire.
    var nextFireTime: CFTimeInterval {
        let index = firesDone + anchorOffset
        return index == 0 ? anchor : anchor + Double(index) * interval
    }

    /// A scheduled fire, due at media time `time`: calls the action, then moves to the first fire date after
    /// `time` (a timer that does not repeat is invalidated).
    func fireOnSchedule(at time: CFTimeInterval) {
        guard let action else { return }
        action(self)
        guard repeats else { return invalidate() }
        let firstAhead = ((time - anchor) / interval).rounded(.down) + 1 - Double(anchorOffset)
        firesDone = firstAhead.isFinite && firstAhead > Double(firesDone + 1) ? Int(min(firstAhead, 1e15)) : firesDone + 1
    }

    /// The current host's media time (0 outside a host).
    private static var now: CFTimeInterval { LayerHost.current?.currentTime ?? 0 }

    private static func sending(_ selector: Selector, to target: Any) -> (Timer) -> Void {
        { timer in selector.perform(on: target as AnyObject, with: timer) }
    }
}
