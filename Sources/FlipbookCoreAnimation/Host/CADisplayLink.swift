import Foundation

/// A timer synchronised with the host's screen refresh (60 Hz), on the virtual clock.
///
/// ```swift
/// displayLink = CADisplayLink(target: self, selector: Selector(refreshImage))   // iOS: #selector(refreshImage)
/// displayLink?.add(to: .current, forMode: .default)
/// let link = CADisplayLink { link in … }                                          // Flipbook's closure form
/// ```
///
/// Adding the link to a run loop (any run loop, any mode: `.current`/`.main`, `.default`/`.common`) joins the
/// current ``LayerHost``; outside a host the link never fires. Frame *k* of the host is at media time
/// `k / 60` after the host's start; a link fires on the frames that are multiples of its callback interval.
public final class CADisplayLink {
    /// The callback; released by ``invalidate()`` with the target it holds (as Core Animation releases it).
    private(set) var handler: ((CADisplayLink) -> Void)?
    weak var host: LayerHost?
    var sequence = 0
    var nextFrame = 0

    /// Creates a display link that calls `handler` once per frame once added to a run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Creates a display link that sends `selector` to `target` (with the link as argument when the method takes
    /// one) once per frame once added to a run loop. The link keeps `target` until invalidated.
    public convenience init(target: Any, selector: Selector) {
        self.init { link in selector.perform(on: target as AnyObject, with: link) }
    }

    /// The media time of the frame being delivered (0 before the first callback).
    public internal(set) var timestamp: CFTimeInterval = 0
    /// The time between screen refreshes (1/60 s; 0 before the first callback).
    public internal(set) var duration: CFTimeInterval = 0
    /// The media time of the next frame the link fires on.
    public var targetTimestamp: CFTimeInterval { timestamp + duration * Double(framesPerCallback) }
    /// Whether callbacks are suspended (frames that pass while paused are skipped, not delivered late).
    public var isPaused = false
    /// Call once every `frameInterval` frames (default 1; values below 1 count as 1). Deprecated on iOS 10 for
    /// ``preferredFramesPerSecond``, which wins when set.
    public var frameInterval: Int = 1
    /// The preferred callback rate (0, the default: the screen's rate); rounded to the nearest whole divisor of the
    /// host's rate, as Core Animation does (24 → every 2nd frame at 60 Hz, above 60 → every frame).
    public var preferredFramesPerSecond: Int = 0
    /// The range of callback rates (iOS 15; ``CAFrameRateRange/default``: no request). When set, it wins over
    /// ``preferredFramesPerSecond`` and ``frameInterval``: the link fires at the whole divisor of the host's rate
    /// nearest to its preferred rate (else its maximum).
    public var preferredFrameRateRange: CAFrameRateRange = .default

    var framesPerCallback: Int {
        let requested = preferredFrameRateRange.requestedRate > 0
            ? Double(preferredFrameRateRange.requestedRate) : Double(preferredFramesPerSecond)
        if requested > 0 {
            let rate = Double(host?.framesPerSecond ?? 60)
            return max(1, Int(min(rate / requested, Double(Int32.max)).rounded()))   // a vanishing rate: almost never
        }
        return max(1, frameInterval)
    }

    /// Starts delivering frames from the current ``LayerHost`` (ignored outside a host and after ``invalidate()``).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard handler != nil else { return }
        LayerHost.current?.add(self)
    }

    /// Stops delivering frames until added again.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        host?.remove(self)
    }

    /// Stops delivering frames for good and releases the target.
    public func invalidate() {
        host?.remove(self)
        handler = nil
    }
}
