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
    private var fixedEndPoints: (AnimationValue, AnimationValue)?

    private func resolveFixedEndPoints() {
        fixedEndPoints = switch (from, to, by) {
        case let (f?, t?, _): (f, t)
        case let (f?, nil, b?): (f, f.adding(b))
        case let (nil, t?, b?): (t.subtracting(b), t)
        default: nil
        }
    }

    /// The value before an implicit change, captured when the layer ran this animation as its action.
    var implicitFromValue: AnimationValue?

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
    func endPoints(base: inout UnderlyingValue) -> (AnimationValue, AnimationValue)? {
        if let fixedEndPoints { return fixedEndPoints }
        switch (from, to, by) {
        case let (f?, nil, nil): return base.value.map { (f, $0) }
        case let (nil, t?, nil): return base.value.map { ($0, t) }
        case let (nil, nil, b?): return base.value.map { ($0, $0.adding(b)) }
        case (nil, nil, nil):
            guard let underlying = base.value else { return nil }
            return (implicitFromValue ?? underlying, underlying)
        default:
            return nil
        }
    }

    override func animatedValue(at progress: Double, sample: MediaTimingValues.Sample, base: inout UnderlyingValue) -> AnimationValue? {
        guard let (from, to) = endPoints(base: &base) else { return nil }
        return from.interpolated(to: to, progress)
    }

    override func cycleEndValue(base: inout UnderlyingValue) -> AnimationValue? {
        guard let (from, to) = endPoints(base: &base) else { return nil }
        return autoreverses ? from : to
    }
}
