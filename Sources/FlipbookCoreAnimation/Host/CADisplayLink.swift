import Foundation

/// A timer synchronised with the host's screen refresh (60 Hz), on the virtual clock.
///
/// Objective-C selectors do not exist on Linux, so the callback is a closure:
/// `let link = CADisplayLink { link in … }; link.add(to: .main, forMode: .default)` (the run loop arguments are
/// accepted for source compatibility; the link joins the current ``LayerHost``).
public final class CADisplayLink {
    let handler: (CADisplayLink) -> Void
    weak var host: LayerHost?
    var sequence = 0
    var nextFrame = 0

    /// Creates a display link that calls `handler` once per frame once added to a run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// The media time of the frame being delivered.
    public internal(set) var timestamp: CFTimeInterval = 0
    /// The time between frames (1/60 s).
    public internal(set) var duration: CFTimeInterval = 0
    /// The media time of the next frame.
    public var targetTimestamp: CFTimeInterval { timestamp + duration * Double(framesPerCallback) }
    /// Whether callbacks are suspended.
    public var isPaused = false
    /// Call once every `frameInterval` frames (default 1; values below 1 count as 1).
    public var frameInterval: Int = 1
    /// The preferred callback rate (0: the screen's rate); rounded to a whole divisor of 60 frames per second.
    public var preferredFramesPerSecond: Int = 0

    var framesPerCallback: Int {
        if preferredFramesPerSecond > 0 {
            let rate = host?.framesPerSecond ?? 60
            return max(1, Int((Double(rate) / Double(preferredFramesPerSecond)).rounded()))
        }
        return max(1, frameInterval)
    }

    /// Starts delivering frames from the current ``LayerHost`` (ignored outside a host).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        LayerHost.current?.add(self)
    }

    /// Stops delivering frames.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        host?.remove(self)
    }

    /// Stops delivering frames for good.
    public func invalidate() {
        host?.remove(self)
    }
}
