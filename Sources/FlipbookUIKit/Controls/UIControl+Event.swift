import Foundation

extension UIControl {
    /// The events a control sends actions for (UIKit's bit values).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event bits.
        public let rawValue: UInt
        /// Events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again (a tap count above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved within the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Editing changed the text.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended by the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events reserved for the application.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states of a control (UIKit's bit values); ``UIControl/state`` combines them.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state bits.
        public let rawValue: UInt
        /// States from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not highlighted, not selected (no bit set).
        public static let normal = State([])
        /// Highlighted: a touch is down in the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
        /// States for the application's use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
