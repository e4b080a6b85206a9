import Foundation

/// The abstract base of Core Animation's animations: timing, delegate, removal and key-value storage.
///
/// Adding an animation to a layer (`CALayer.add(_:forKey:)`) stores a *copy*; the copy's `beginTime` of 0 is
/// resolved to the commit time and its `duration` of 0 to `CATransaction.animationDuration()`.
open class CAAnimation: CAMediaTiming, CAAction, NSCopying {
    /// See ``CAMediaTiming/beginTime``. Default 0 (start at commit).
    open var beginTime: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// See ``CAMediaTiming/duration``. Default 0 (the transaction's duration, 0.25 s unless changed).
    open var duration: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// See ``CAMediaTiming/speed``. Default 1.
    open var speed: Float = 1 { didSet { timingDidChange() } }
    /// See ``CAMediaTiming/timeOffset``. Default 0.
    open var timeOffset: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// See ``CAMediaTiming/repeatCount``. Default 0 (one cycle).
    open var repeatCount: Float = 0 { didSet { timingDidChange() } }
    /// See ``CAMediaTiming/repeatDuration``. Default 0 (unused).
    open var repeatDuration: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// See ``CAMediaTiming/autoreverses``. Default `false`.
    open var autoreverses: Bool = false { didSet { timingDidChange() } }
    /// See ``CAMediaTiming/fillMode``. Default ``CAMediaTimingFillMode/removed``.
    open var fillMode: CAMediaTimingFillMode = .removed { didSet { timingDidChange() } }
    /// The easing applied to each cycle's time fraction; `nil` means linear.
    open var timingFunction: CAMediaTimingFunction? { didSet { timingDidChange() } }
    /// The delegate (retained, as Apple's). Ignored for animations inside a group.
    open var delegate: CAAnimationDelegate?
    /// Whether the layer drops the animation when its active interval ends. Default `true`.
    open var isRemovedOnCompletion: Bool = true

    private var userValues: [String: Any] = [:]

    /// Creates an animation with default timing.
    public required init() {}

    /// Creates a new animation object (Objective-C's `+animation`).
    public class func animation() -> Self { Self() }

    /// The default value of a property key (`nil` for keys without one).
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": Float(1)
        case "isRemovedOnCompletion", "removedOnCompletion": true
        case "fillMode": CAMediaTimingFillMode.removed
        case "beginTime", "duration", "timeOffset", "repeatDuration": CFTimeInterval(0)
        case "repeatCount": Float(0)
        case "autoreverses": false
        default: nil
        }
    }

    /// Key-value coding: the timing keys (`duration`, `beginTime`, `speed`, `timeOffset`, `repeatCount`,
    /// `repeatDuration`, `autoreverses`, `fillMode`, `removedOnCompletion`, `timingFunction`) set the properties
    /// (values of the wrong type are ignored); any other key stores a value (used to tag animations, e.g. to tell
    /// them apart in `animationDidStop(_:finished:)`). Subclasses add their keys and call `super`.
    open func setValue(_ value: Any?, forKey key: String) {
        typealias C = ValueCoercion
        switch key {
        case "duration": if let v = C.double(value) { duration = v }
        case "beginTime": if let v = C.double(value) { beginTime = v }
        case "speed": if let v = C.float(value) { speed = v }
        case "timeOffset": if let v = C.double(value) { timeOffset = v }
        case "repeatCount": if let v = C.float(value) { repeatCount = v }
        case "repeatDuration": if let v = C.double(value) { repeatDuration = v }
        case "autoreverses": if let v = C.bool(value) { autoreverses = v }
        case "removedOnCompletion", "isRemovedOnCompletion": if let v = C.bool(value) { isRemovedOnCompletion = v }
        case "fillMode":
            if let v = value as? CAMediaTimingFillMode { fillMode = v } else if let s = C.string(value) { fillMode = .init(rawValue: s) }
        case "timingFunction": if value == nil || value is CAMediaTimingFunction { timingFunction = value as? CAMediaTimingFunction }
        default: userValues[key] = value
        }
    }

    /// The value for `key`: a timing property (see ``setValue(_:forKey:)``) or a stored value, or `nil`.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "duration": duration
        case "beginTime": beginTime
        case "speed": speed
        case "timeOffset": timeOffset
        case "repeatCount": repeatCount
        case "repeatDuration": repeatDuration
        case "autoreverses": autoreverses
        case "removedOnCompletion", "isRemovedOnCompletion": isRemovedOnCompletion
        case "fillMode": fillMode
        case "timingFunction": timingFunction
        default: userValues[key]
        }
    }

    /// Returns a copy with the same properties (delegate included, as Apple's).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.userValues = userValues
        return copy
    }

    /// Adds a copy of the animation to the layer `anObject` under `event` (the `CAAction` behaviour).
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: Evaluation (internal)

    private var cachedTiming: MediaTimingValues?

    /// The timing snapshot used for evaluation (cached until a timing property changes).
    var timing: MediaTimingValues {
        if let cachedTiming { return cachedTiming }
        let t = MediaTimingValues(self)
        cachedTiming = t
        return t
    }

    /// Applies the animation to the presentation copy `layer` at `parentTime` (the layer's local time, or the
    /// group's basic time for a grouped animation). `holdingEnd` is set while the enclosing group fills forwards
    /// (see ``MediaTimingValues/sample(atParentTime:holdingEnd:)``). Subclasses override.
    func apply(to layer: CALayer, atParentTime parentTime: Double, holdingEnd: Bool = false) {}

    /// Resolves `duration == 0` to `defaultDuration` on a stored copy (and grouped children to the group's).
    func resolveDuration(default defaultDuration: CFTimeInterval) {
        if !(duration > 0) { duration = defaultDuration }
    }

    /// Drops what was derived from the timing properties or the timing function; subclasses that derive more
    /// override it and call `super`.
    func timingDidChange() {
        cachedTiming = nil
    }

    /// How a timing sample becomes progress: the timing function (linear without one).
    var progressFunction: ProgressFunction {
        timingFunction.map(ProgressFunction.timingFunction) ?? .linear
    }

    /// The time fraction after the timing function.
    func progress(for sample: MediaTimingValues.Sample) -> Double {
        progressFunction.progress(for: sample)
    }
}
