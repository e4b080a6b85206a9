import Foundation

/// An event: the set of touches of one moment of a (simulated) touch sequence.
open class UIEvent: NSObject {
    /// The kinds of events.
    public enum EventType: Int, Sendable {
        /// A touch event.
        case touches
        /// A motion event.
        case motion
        /// A remote-control event.
        case remoteControl
        /// A press event.
        case presses
    }

    /// The event's type (``EventType/touches`` for every event Flipbook delivers).
    open var type: EventType { .touches }
    /// The media time of the event (the host's virtual clock).
    open internal(set) var timestamp: TimeInterval = 0
    /// The touches of the event.
    open internal(set) var allTouches: Set<UITouch>?

    /// The touches of the event that belong to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }
}
