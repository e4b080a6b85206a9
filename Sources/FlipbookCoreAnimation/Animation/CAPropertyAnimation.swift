import Foundation

/// The abstract base of animations that animate one property of a layer, named by a key path.
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path (`"position"`, `"transform.rotation.z"`, `"bounds.size.width"`, …).
    open var keyPath: String? {
        didSet {
            settings.keyPath = keyPath.map(LayerKeyPath.init)
            invalidateEvaluation()
        }
    }
    /// Whether the animated value is added to the value underneath (the model plus earlier animations).
    open var isAdditive: Bool = false {
        didSet {
            settings.isAdditive = isAdditive
            invalidateEvaluation()
        }
    }
    /// Whether each repeat cycle starts from the end of the previous one.
    open var isCumulative: Bool = false {
        didSet {
            settings.isCumulative = isCumulative
            invalidateEvaluation()
        }
    }
    /// A function that turns the interpolated value into the property's value (e.g. an angle into a rotation).
    open var valueFunction: CAValueFunction? {
        didSet {
            settings.valueFunction = valueFunction
            invalidateEvaluation()
        }
    }

    /// What ``apply(to:atParentTime:)`` reads besides the values, kept up to date by the properties' observers
    /// so that an evaluation reads one stored value (the parsed key path, not the string).
    private struct Settings {
        var keyPath: LayerKeyPath?
        var isAdditive = false
        var isCumulative = false
        var valueFunction: CAValueFunction?
    }

    private var settings = Settings()

    /// How the animation is evaluated: not yet decided (after a change), by the general path, or by a prepared
    /// typed evaluator (see `AnimatedSlot`).
    private enum Evaluation {
        case unprepared
        case general
        case typed(TypedEvaluator)
    }

    private var evaluation = Evaluation.unprepared

    /// The key path split into its property and components.
    var parsedKeyPath: LayerKeyPath? { settings.keyPath }

    /// Creates an animation with default timing and no key path.
    public required init() {}

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Key-value coding adds `keyPath`, `additive`, `cumulative` and `valueFunction`.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "keyPath": if value == nil || ValueCoercion.string(value) != nil { keyPath = ValueCoercion.string(value) }
        case "additive", "isAdditive": if let v = ValueCoercion.bool(value) { isAdditive = v }
        case "cumulative", "isCumulative": if let v = ValueCoercion.bool(value) { isCumulative = v }
        case "valueFunction": if value == nil || value is CAValueFunction { valueFunction = value as? CAValueFunction }
        default: super.setValue(value, forKey: key)
        }
    }

    /// The value for `key` (see ``setValue(_:forKey:)``).
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "keyPath": keyPath
        case "additive", "isAdditive": isAdditive
        case "cumulative", "isCumulative": isCumulative
        case "valueFunction": valueFunction
        default: super.value(forKey: key)
        }
    }

    /// Returns a copy with the same properties.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAPropertyAnimation
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
        return copy
    }

    /// The animated value at the given progress, before additive/cumulative/value-function treatment,
    /// or `nil` when the animation has no usable values. `base` is the value underneath.
    func animatedValue(at progress: Double, sample: MediaTimingValues.Sample, base: inout UnderlyingValue) -> AnimationValue? {
        nil
    }

    /// The value the animation reaches at the end of one cycle (for `isCumulative`).
    func cycleEndValue(base: inout UnderlyingValue) -> AnimationValue? { nil }

    // MARK: Evaluation

    /// Drops the prepared evaluation: it is prepared again at the next evaluation. Called whenever a property it
    /// derives from changes (key path, flags, values, timing, timing function).
    func invalidateEvaluation() {
        evaluation = .unprepared
    }

    override func timingDidChange() {
        super.timingDidChange()
        invalidateEvaluation()
    }

    /// The animation's values as a typed curve for a slot of `shape`, or `nil` (the general path) when some
    /// value does not have exactly that shape or the animation has no typed form. Subclasses override.
    func typedCurve(shape: AnimatedSlot.Shape) -> TypedCurve? { nil }

    private func prepareEvaluation(for layer: CALayer) -> Evaluation {
        guard settings.valueFunction == nil, let slot = settings.keyPath?.slot(on: layer),
              let curve = typedCurve(shape: slot.shape) else { return .general }
        return .typed(TypedEvaluator(timing: timing, progressFunction: progressFunction, slot: slot, curve: curve,
                                     isAdditive: settings.isAdditive, isCumulative: settings.isCumulative))
    }

    override func apply(to layer: CALayer, atParentTime parentTime: Double, holdingEnd: Bool = false) {
        if case .unprepared = evaluation { evaluation = prepareEvaluation(for: layer) }
        if case .typed(let evaluator) = evaluation {
            evaluator.apply(to: layer, atParentTime: parentTime, holdingEnd: holdingEnd)
        } else {
            applyGeneral(to: layer, atParentTime: parentTime, holdingEnd: holdingEnd)
        }
    }

    /// The general path: any key path and value, through `AnimationValue` and key-value coding.
    private func applyGeneral(to layer: CALayer, atParentTime parentTime: Double, holdingEnd: Bool) {
        let settings = settings
        guard let keyPath = settings.keyPath, let sample = timing.sample(atParentTime: parentTime, holdingEnd: holdingEnd) else { return }
        var base = UnderlyingValue(layer: layer, keyPath: keyPath)
        guard var value = animatedValue(at: progress(for: sample), sample: sample, base: &base) else { return }
        if settings.isCumulative, sample.iteration > 0, !value.isDiscrete,
           let end = cycleEndValue(base: &base), let offset = end.repeated(sample.iteration) {
            value = offset.adding(value)
        }
        if let valueFunction = settings.valueFunction {
            guard let transformed = valueFunction.transform(value) else { return }
            value = AnimationValue(kind: .transform3D, components: ComponentVector(transformed.entries))
        }
        if settings.isAdditive, let underlying = base.value {
            value = value.adding(underlying)
        }
        layer.setAnimationValue(value, for: keyPath)
    }
}

/// The value beneath an animation (the model plus earlier animations), read only when the animation needs it
/// (missing from/to values, additive or cumulative animations). It lives only during one `apply` call, while
/// the caller holds the layer, so it keeps an unretained reference.
struct UnderlyingValue {
    private unowned(unsafe) let layer: CALayer?
    private let keyPath: LayerKeyPath?
    private var cached: AnimationValue?
    /// Whether `cached` holds the value (a flag rather than a double optional, which is copied generically).
    private var isRead: Bool

    init(layer: CALayer, keyPath: LayerKeyPath) {
        self.layer = layer
        self.keyPath = keyPath
        isRead = false
    }

    /// Wraps an already known value.
    init(_ value: AnimationValue?) {
        layer = nil
        keyPath = nil
        cached = value
        isRead = true
    }

    var value: AnimationValue? {
        mutating get {
            if !isRead {
                cached = keyPath.flatMap { layer?.animationValue(for: $0) }
                isRead = true
            }
            return cached
        }
    }
}
