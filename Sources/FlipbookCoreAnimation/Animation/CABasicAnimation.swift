import Foundation

/// An animation between two values of one property, following Apple's from/to/by rules.
///
/// | set | interpolates |
/// |---|---|
/// | from, to | from → to |
/// | from, by | from → from + by |
/// | by, to | to − by → to |
/// | from | from → current value |
/// | to | current value → to |
/// | by | current → current + by |
/// | none | previous value → current value (implicit animations) |
///
/// "Current" is the value underneath the animation at each instant: the model value plus the animations
/// added before this one. If all three are set, `byValue` is ignored (Apple: "no more than two should be non-nil").
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (`nil`: see the table above).
    open var fromValue: Any? { didSet { from = AnimationValue(fromValue); resolveFixedEndPoints() } }
    /// The end value.
    open var toValue: Any? { didSet { to = AnimationValue(toValue); resolveFixedEndPoints() } }
    /// A relative change.
    open var byValue: Any? { didSet { by = AnimationValue(byValue); resolveFixedEndPoints() } }

    private var from: AnimationValue?, to: AnimationValue?, by: AnimationValue?
    /// The end points when two of from/to/by fix them (no value underneath needed), resolved when they are set.
    private var fixedEndPoints: EndPoints?

    /// The two values interpolated between (a named struct, so copies use its own value witnesses rather than
    /// the runtime's generic tuple ones).
    struct EndPoints {
        let from: AnimationValue
        let to: AnimationValue
    }

    private func resolveFixedEndPoints() {
        invalidateEvaluation()
        fixedEndPoints = switch (from, to, by) {
        case let (f?, t?, _): EndPoints(from: f, to: t)
        case let (f?, nil, b?): EndPoints(from: f, to: f.adding(b))
        case let (nil, t?, b?): EndPoints(from: t.subtracting(b), to: t)
        default: nil
        }
    }

    /// The value before an implicit change, captured when the layer ran this animation as its action.
    var implicitFromValue: AnimationValue? { didSet { invalidateEvaluation() } }

    /// Creates an animation with default timing and no key path.
    public required init() {}

    /// Key-value coding adds `fromValue`, `toValue` and `byValue`.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "fromValue": fromValue = value
        case "toValue": toValue = value
        case "byValue": byValue = value
        default: super.setValue(value, forKey: key)
        }
    }

    /// The value for `key` (see ``setValue(_:forKey:)``).
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "fromValue": fromValue
        case "toValue": toValue
        case "byValue": byValue
        default: super.value(forKey: key)
        }
    }

    /// Returns a copy with the same properties.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CABasicAnimation
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        copy.implicitFromValue = implicitFromValue
        return copy
    }

    /// The interpolation end points for the value underneath (`base`).
    func endPoints(base: inout UnderlyingValue) -> EndPoints? {
        if let fixedEndPoints { return fixedEndPoints }
        // At most one of from/to/by is set here: the other end is the value underneath.
        guard let underlying = base.value else { return nil }
        if let from { return EndPoints(from: from, to: underlying) }
        if let to { return EndPoints(from: underlying, to: to) }
        if let by { return EndPoints(from: underlying, to: underlying.adding(by)) }
        return EndPoints(from: implicitFromValue ?? underlying, to: underlying)
    }

    override func typedCurve(shape: AnimatedSlot.Shape) -> TypedCurve? {
        func end(_ value: AnimationValue?) -> TypedEndPoint? { shape.vector(value).map(TypedEndPoint.fixed) }
        let ends: (from: TypedEndPoint?, to: TypedEndPoint?)
        if let fixedEndPoints {
            ends = (end(fixedEndPoints.from), end(fixedEndPoints.to))
        } else if let from {
            ends = (end(from), .underlying)
        } else if let to {
            ends = (.underlying, end(to))
        } else if let by {
            ends = (.underlying, shape.vector(by).map(TypedEndPoint.underlyingPlus))
        } else if let implicitFromValue {
            ends = (end(implicitFromValue), .underlying)
        } else {
            ends = (.underlying, .underlying)
        }
        guard let from = ends.from, let to = ends.to else { return nil }
        return .between(from, to)
    }

    override func animatedValue(at progress: Double, sample: MediaTimingValues.Sample, base: inout UnderlyingValue) -> AnimationValue? {
        guard let ends = endPoints(base: &base) else { return nil }
        return ends.from.interpolated(to: ends.to, progress)
    }

    override func cycleEndValue(base: inout UnderlyingValue) -> AnimationValue? {
        guard let ends = endPoints(base: &base) else { return nil }
        return autoreverses ? ends.from : ends.to
    }
}
