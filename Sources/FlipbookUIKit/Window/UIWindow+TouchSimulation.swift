import FlipbookCoreAnimation
import Foundation

/// Flipbook's touch simulation: what a finger does on the screen, sent to the window as UIKit's events.
///
/// Scenes and tests call these at the host's times, e.g. `host.asyncAfter(deadline: 1) { window.sendTap(at: p) }`:
/// each call runs as one run-loop turn of the window's host (the changes its handlers make commit at once, and
/// animations they add start at that time). Points are in the window's coordinates.
extension UIWindow {
    /// How close in time (seconds) and space (points) a tap must follow the previous one to count as the next tap
    /// of a multi-tap sequence (``UITouch/tapCount``).
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 45

    /// Flipbook: a tap at `point` — a touch that begins and ends there at the current time: `.began` then
    /// `.ended` (see ``sendTouch(_:at:)``).
    public func sendTap(at point: CGPoint) {
        sendTouch(.began, at: point)
        sendTouch(.ended, at: point)
    }

    /// Flipbook: a one-finger swipe from `start` to `end` at the current time: the touch begins at `start`, moves
    /// there in four even steps and lifts at `end` (gesture recognizers see every step; see ``sendTouch(_:at:)``).
    public func sendSwipe(from start: CGPoint, to end: CGPoint) {
        sendTouch(.began, at: start)
        for step in 1...4 {
            let fraction = CGFloat(step) / 4
            sendTouch(.moved, at: CGPoint(x: start.x + (end.x - start.x) * fraction,
                                          y: start.y + (end.y - start.y) * fraction))
        }
        sendTouch(.ended, at: end)
    }

    /// Flipbook: one step of a one-finger touch at `point` (window coordinates), at the host's current time.
    ///
    /// - `.began` starts a touch: the view under the point (``UIView/hitTest(_:with:)``) becomes its view, the
    ///   gesture recognizers of that view and its ancestors track it; a touch still in progress is cancelled first.
    /// - `.moved` and `.stationary` move the touch in progress (`.stationary` only when the point did not change).
    /// - `.ended` lifts it at `point`, `.cancelled` cancels it.
    ///
    /// A step other than `.began` without a touch in progress does nothing. A touch whose point hits no view
    /// (outside the window, NaN) still reaches the gesture recognizers (none) and no view.
    public func sendTouch(_ phase: UITouch.Phase, at point: CGPoint) {
        if let host, LayerHost.current !== host {
            host.perform { sendTouch(phase, at: point) }
            return
        }
        let time = LayerHost.current?.currentTime ?? 0
        let touch: UITouch
        if phase == .began {
            if let active = activeTouch { sendTouch(.cancelled, at: active.locationInWindow) }
            touch = beginTouch(at: point, time: time)
        } else {
            guard let active = activeTouch else { return }
            touch = active
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = point
            touch.phase = phase == .stationary && point != touch.previousLocationInWindow ? .moved : phase
        }
        touch.timestamp = time
        let event = UIEvent()
        event.timestamp = time
        event.allTouches = [touch]
        sendEvent(event)
        if phase == .ended || phase == .cancelled {
            activeTouch = nil
            lastTap = phase == .ended ? (point, time, touch.tapCount) : nil
        }
    }

    private func beginTouch(at point: CGPoint, time: TimeInterval) -> UITouch {
        let touch = UITouch()
        touch.window = self
        touch.locationInWindow = point
        touch.previousLocationInWindow = point
        touch.phase = .began
        touch.tapCount = nextTapCount(at: point, time: time)
        let view = hitTest(point, with: nil)
        touch.view = view
        var recognizers: [UIGestureRecognizer] = []
        var current = view
        while let candidate = current {
            recognizers += (candidate.gestureRecognizers ?? []).filter(\.isEnabled)
            current = candidate.superview
        }
        touch.gestureRecognizers = recognizers
        activeTouch = touch
        return touch
    }

    private func nextTapCount(at point: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastTap, time - last.time <= Self.multiTapInterval,
              hypot(point.x - last.location.x, point.y - last.location.y) <= Self.multiTapDistance else { return 1 }
        return last.count + 1
    }
}
