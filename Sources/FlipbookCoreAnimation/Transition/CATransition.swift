import Foundation

/// The key a layer stores every transition under, whatever key it is added with (Apple's `kCATransition`).
public let kCATransition = "transition"

/// An animated change between a layer's renderings: how the layer looked before the current transaction and how it
/// looks after it, shown by a ``type`` of motion instead of interpolating property values.
///
/// As on Apple's, the layer's rendered subtree is captured when the transition is added: the state the layer showed
/// before the open transaction changed it (new sublayers, contents, colours, hidden flags, changes made before and
/// after `add(_:forKey:)` in the same transaction alike). During the transition's active time the layer draws the
/// two renderings combined by the type at the progress reached (``startProgress`` to ``endProgress``, through the
/// ``CAAnimation/timingFunction`` — linear when `nil`); the new rendering stays live (its own animations keep
/// running), the old one is frozen as it was at the capture. The layer's position, transform, opacity, shadow and
/// mask apply to the combination. Afterwards the layer shows its model, unless the transition fills forwards and is
/// not removed, which keeps its end progress.
///
/// The transition is stored under ``kCATransition`` ("transition") whatever key it is added with — a new transition
/// on the same layer replaces the running one, whose current state becomes the old rendering. A layer its host has
/// not yet shown (created or first added in this transaction) had no rendering: its old rendering is empty.
open class CATransition: CAAnimation {
    /// The kind of motion. Default ``CATransitionType/fade``.
    open var type: CATransitionType = .fade
    /// The side a motion comes from. Default `nil`, which types with a direction read as
    /// ``CATransitionSubtype/fromLeft``.
    open var subtype: CATransitionSubtype?
    /// The progress the transition starts at, a fraction of the whole motion. Default 0. Values outside `0...1`
    /// are clamped there when the transition is drawn.
    open var startProgress: Float = 0
    /// The progress the transition ends at. Default 1. Apple leaves a value below ``startProgress`` undefined;
    /// Flipbook then runs the motion backwards from `startProgress` to `endProgress`. Clamped to `0...1` when drawn.
    open var endProgress: Float = 1

    /// The layer's rendering before the transaction the transition was added in: a frozen presentation tree, or
    /// `nil` when the layer showed nothing. Set on the copy a layer stores.
    var priorRendering: CALayer?

    /// Creates a fade transition.
    public required init() {}

    /// The default value of a property key: a transition's keys, then ``CAAnimation``'s.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "type": CATransitionType.fade
        case "startProgress": Float(0)
        case "endProgress": Float(1)
        default: super.defaultValue(forKey: key)
        }
    }

    /// Key-value coding: `type` and `subtype` (a ``CATransitionType``/``CATransitionSubtype`` or a string),
    /// `startProgress` and `endProgress` (numbers), then ``CAAnimation``'s keys.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "type":
            if let v = value as? CATransitionType { type = v } else if let s = ValueCoercion.string(value) { type = .init(rawValue: s) }
        case "subtype":
            if value == nil { subtype = nil }
            else if let v = value as? CATransitionSubtype { subtype = v }
            else if let s = ValueCoercion.string(value) { subtype = .init(rawValue: s) }
        case "startProgress": if let v = ValueCoercion.float(value) { startProgress = v }
        case "endProgress": if let v = ValueCoercion.float(value) { endProgress = v }
        default: super.setValue(value, forKey: key)
        }
    }

    /// The value for `key`: a transition's property, or ``CAAnimation``'s.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "type": type
        case "subtype": subtype
        case "startProgress": startProgress
        case "endProgress": endProgress
        default: super.value(forKey: key)
        }
    }

    /// Shows the transition on the presentation copy `layer` at its progress: `startProgress` to `endProgress` over
    /// the active time, eased by the timing function.
    override func apply(to layer: CALayer, atParentTime parentTime: Double, holdingEnd: Bool = false) {
        guard let sample = timing.sample(atParentTime: parentTime, holdingEnd: holdingEnd) else { return }
        let range = progressRange
        let progress = range.start + (range.end - range.start) * progress(for: sample)
        layer.transitionPresentation = TransitionPresentation(
            type: type, subtype: subtype, progress: progress.isFinite ? min(max(progress, 0), 1) : range.end,
            priorRendering: priorRendering)
    }

    /// Returns a copy with the same type, subtype and progress range (and captured rendering).
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CATransition
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        copy.priorRendering = priorRendering
        return copy
    }
}

extension CATransition {
    /// `startProgress` and `endProgress` clamped to `0...1` (NaN reads as the default).
    var progressRange: (start: Double, end: Double) {
        func clamped(_ value: Float, default fallback: Double) -> Double {
            value.isNaN ? fallback : min(max(Double(value), 0), 1)
        }
        return (clamped(startProgress, default: 0), clamped(endProgress, default: 1))
    }
}
