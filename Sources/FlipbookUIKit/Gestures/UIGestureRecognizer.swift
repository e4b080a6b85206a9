import FlipbookCoreAnimation
import Foundation

/// The base class of gesture recognizers: attached to a view (``UIView/addGestureRecognizer(_:)``), it sees the
/// touches that begin in that view or its subviews before the views do, and sends its action messages to its
/// targets when its ``state`` changes to a recognized state.
///
/// Subclasses override the touch methods and set ``state``. Moving from ``State-swift.enum/possible`` to
/// ``State-swift.enum/began`` or ``State-swift.enum/ended`` first asks the touched view
/// (``UIView/gestureRecognizerShouldBegin(_:)``); when it refuses, the state becomes
/// ``State-swift.enum/failed``. Once the touches have ended, a recognizer in a final state
/// (ended, cancelled, failed) is ``reset()`` to ``State-swift.enum/possible``.
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer (UIKit's raw values).
    public enum State: Int, Sendable {
        /// Not recognized yet (the default).
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (a discrete gesture is recognized).
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The touches are not the gesture.
        case failed = 5

        /// A discrete gesture was recognized (the same as ``ended``).
        public static let recognized = State.ended

        /// Whether the recognizer still takes touches.
        var isTracking: Bool { self == .possible || self == .began || self == .changed }

        /// Whether the recognizer has recognized its gesture (so the touched view loses the touches).
        var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
    }

    private var targetActions: [(target: AnyObject?, action: Selector)] = []
    private var trackedTouches: [UITouch] = []
    /// Where the latest tracked touch began, in window coordinates (the tap's allowable movement and the swipe's
    /// distance are measured from it); `nil` after a reset.
    var startLocation: CGPoint?

    /// Creates a recognizer that sends `action` to `target` (with the recognizer as argument) on recognition.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { targetActions.append((target as AnyObject?, action)) }
    }

    /// Creates a recognizer with no target.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?

    /// Whether the recognizer takes touches. Default `true`; disabling it cancels a gesture in progress.
    open var isEnabled = true {
        didSet {
            if !isEnabled, state.hasRecognized, state != .ended { state = .cancelled }
        }
    }

    /// Whether the touched view gets ``UIResponder/touchesCancelled(_:with:)`` when the gesture is recognized
    /// (instead of the rest of the touch sequence). Default `true`.
    open var cancelsTouchesInView = true

    /// The recognizer's state; subclasses set it. Recognized states send the action messages.
    open var state: State = .possible {
        didSet {
            if oldValue == .possible, state == .began || state == .ended,
               let view = trackedTouches.first?.view ?? view, !view.gestureRecognizerShouldBegin(self) {
                state = .failed
                return
            }
            if state == .began || state == .changed || state == .ended || state == .cancelled { sendActions() }
        }
    }

    /// Adds a target and action (several may be added).
    open func addTarget(_ target: Any, action: Selector) {
        targetActions.append((target as AnyObject, action))
    }

    /// Removes `target`'s actions (all of them: Linux selectors cannot be compared); a `nil` target removes every
    /// target's.
    open func removeTarget(_ target: Any?, action: Selector?) {
        guard let target = target as AnyObject? else {
            targetActions = []
            return
        }
        targetActions.removeAll { $0.target === target }
    }

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches (of the last ones, once they ended) in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        let count = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    /// The location of tracked touch `touchIndex` in `view`'s coordinates (`.zero` for an index out of range).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return .zero }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// Returns the recognizer to ``State-swift.enum/possible`` after a gesture; subclasses reset their own state
    /// and call `super`.
    open func reset() {
        state = .possible
        trackedTouches = []
        startLocation = nil
    }

    /// Touches began in the recognizer's view or a subview. Does nothing unless overridden.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches moved. Does nothing unless overridden.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches ended. Does nothing unless overridden.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches were cancelled: the gesture is cancelled (once recognized) or fails, unless overridden.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.hasRecognized && state != .ended ? .cancelled : .failed
    }

    // MARK: Driven by touch delivery

    /// Starts tracking `touch` (which began) and tells the recognizer.
    func track(_ touch: UITouch, with event: UIEvent) {
        trackedTouches.append(touch)
        startLocation = touch.location(in: nil)
        touchesBegan([touch], with: event)
    }

    /// The touch sequence of `touch` is over: a recognizer in a final state is reset; one still possible (waiting
    /// for another tap) forgets the touch.
    func touchSequenceEnded(_ touch: UITouch) {
        if !state.isTracking {
            reset()
        } else {
            trackedTouches.removeAll { $0 === touch }
        }
    }

    private func sendActions() {
        for (target, action) in targetActions {
            action.perform(on: target, with: self)
        }
    }
}
