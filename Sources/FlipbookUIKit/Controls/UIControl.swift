import FlipbookCoreAnimation
import Foundation

/// The base class of controls — buttons and the like — that turn touches into action messages for their targets
/// (target–action with ``addTarget(_:action:for:)``, or closures with ``addAction(_:for:)``).
///
/// Touch tracking, as UIKit's: a touch down highlights the control and sends ``Event/touchDown``
/// (``Event/touchDownRepeat`` too for a second tap); moving sends the drag events and highlights the control
/// while the touch is within 70 points of its bounds; lifting there sends ``Event/touchUpInside`` (and, for
/// controls whose primary action is a tap, ``Event/primaryActionTriggered``), elsewhere ``Event/touchUpOutside``;
/// a cancelled touch sends ``Event/touchCancel``. A disabled control gets no touches (they go to the view under
/// it). A control keeps single taps for itself: a tap recognizer of an ancestor does not recognize a tap that
/// began in the control (UIKit: "default control actions prevent overlapping gesture recognizer behavior").
open class UIControl: UIView {
    /// A UIControl draws nothing of its own (see `UIView.drawsNothingOfItsOwn`).
    override class var drawsNothingOfItsOwn: Bool { self == UIControl.self }

    /// How far outside the bounds a touch still counts as inside (UIKit's tracking margin).
    static let trackingMargin: CGFloat = 70

    private var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []
    private var actions: [(action: UIAction, events: Event)] = []
    /// The touch event being handled while the control sends its actions (the `event` of `(sender, event)` actions).
    private var currentEvent: UIEvent?

    /// Whether the control is enabled (a disabled control gets no touches). Default `true`.
    open var isEnabled = true { didSet { stateDidChange() } }
    /// Whether the control is selected. Default `false`.
    open var isSelected = false { didSet { stateDidChange() } }
    /// Whether the control is highlighted (a touch is down in it). Default `false`.
    open var isHighlighted = false { didSet { stateDidChange() } }
    /// Whether the control is tracking a touch.
    open private(set) var isTracking = false
    /// Whether the tracked touch is within the control's tracking area.
    open private(set) var isTouchInside = false

    /// The control's state: ``State/normal``, or the highlighted, disabled and selected bits.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The state changed (enabled, selected, highlighted): subclasses update their look. Lays the control out
    /// again.
    func stateDidChange() {
        setNeedsLayout()
    }

    /// Whether a touch lifting inside sends ``Event/primaryActionTriggered`` too (buttons: yes).
    var triggersPrimaryActionOnTouchUpInside: Bool { false }

    override var acceptsTouches: Bool { isUserInteractionEnabled && isEnabled }

    // MARK: Target–action

    /// Sends `action` to `target` whenever one of `controlEvents` happens: with no argument, the control, or the
    /// control and the touch event (`(sender, event)`, as UIKit's three action forms). Adding the
    /// same target for more events adds another entry; actions run in the order they were added.
    ///
    /// UIKit searches the responder chain for a `nil` target; Flipbook's selectors cannot be asked whether an
    /// object responds to them, so a `nil` target sends the action with no target: bound selectors
    /// (`Selector(self.tapped)`) still work.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((target as AnyObject?, action, controlEvents))
    }

    /// Stops sending `target`'s actions for `controlEvents` (a `nil` target: every target's). Linux selectors
    /// cannot be compared, so `action` is not used to choose: every action of the target for those events stops.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let target = target as AnyObject?
        targetActions = targetActions.compactMap { entry in
            guard target == nil || entry.target === target else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.target, entry.action, remaining)
        }
    }

    /// The targets of the control's target–action pairs (`NSNull` for a `nil` target).
    open var allTargets: Set<AnyHashable> {
        Set(targetActions.map { ($0.target as? NSObject).map(AnyHashable.init) ?? AnyHashable(NSNull()) })
    }

    /// Every event some target or action is registered for.
    open var allControlEvents: Event {
        targetActions.reduce(Event()) { $0.union($1.events) }.union(actions.reduce(Event()) { $0.union($1.events) })
    }

    /// Runs `action` whenever one of `controlEvents` happens; an action with the same identifier is replaced.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actions = actions.compactMap { entry in
            guard entry.action.identifier == actionIdentifier else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// Sends the actions registered for any of `controlEvents`: the UIActions' handlers, then the targets' actions,
    /// each in the order added.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action)
        }
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action, to: entry.target, for: currentEvent)
        }
    }

    /// Sends `action` to `target` with the control and `event` as arguments (an action taking only the sender, or
    /// nothing, ignores the rest).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        action.perform(on: target as AnyObject?, with: self, with: event)
    }

    /// Sends the actions of `controlEvents` for the touch event `event`.
    private func sendActions(for controlEvents: Event, during event: UIEvent?) {
        currentEvent = event
        defer { currentEvent = nil }
        sendActions(for: controlEvents)
    }

    /// Runs `action`'s handler with the control as sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Tracking

    /// A touch began in the control; return whether to keep tracking it. Default `true`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return whether to keep tracking it. Default `true`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted. Does nothing unless overridden.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled. Does nothing unless overridden.
    open func cancelTracking(with event: UIEvent?) {}

    /// Starts tracking: highlights the control and sends ``Event/touchDown``.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, during: event)
    }

    /// Follows the touch: the drag events and the highlight.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isWithinTrackingArea(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, during: event)
    }

    /// Ends tracking: ``Event/touchUpInside`` (and the primary action) or ``Event/touchUpOutside``.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let inside = isWithinTrackingArea(touch)
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        endTracking(touch, with: event)
        if inside {
            sendActions(for: .touchUpInside, during: event)
            if triggersPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered, during: event) }
        } else {
            sendActions(for: .touchUpOutside, during: event)
        }
    }

    /// Cancels tracking: ``Event/touchCancel``.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel, during: event)
    }

    /// Refuses a single-tap recognizer of another view (an ancestor's): the control's own tap wins.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self else { return true }
        return !(tap.numberOfTapsRequired <= 1 && tap.numberOfTouchesRequired <= 1)
    }

    private func isWithinTrackingArea(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingMargin, dy: -Self.trackingMargin).contains(touch.location(in: self))
    }
}
