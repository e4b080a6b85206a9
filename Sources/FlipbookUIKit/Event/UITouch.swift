import Foundation

/// One finger on the screen, as a scene's script simulates it: where it is, in which view and window, its phase.
open class UITouch: NSObject {
    /// The phases of a touch.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// The view the touch began in (the hit-tested view).
    open internal(set) var view: UIView?
    /// The window of ``view``.
    open internal(set) var window: UIWindow?
    /// The touch's phase.
    open internal(set) var phase: Phase = .began
    /// The number of taps (1 for a single tap).
    open internal(set) var tapCount: Int = 1
    /// The media time of the touch's latest change (the host's virtual clock).
    open internal(set) var timestamp: TimeInterval = 0
    /// The gesture recognizers tracking the touch: those of its view and the view's ancestors when it began.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// Set once a recognizer took the touch over: the view got `touchesCancelled` and sees no more of it.
    var isCancelledInView = false
    /// The location in the window's coordinates.
    var locationInWindow: CGPoint = .zero
    /// The previous location in the window's coordinates.
    var previousLocationInWindow: CGPoint = .zero

    /// The touch's location in `view`'s coordinates (the window's when `view` is `nil`).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The touch's previous location in `view`'s coordinates (the window's when `view` is `nil`).
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }
}
