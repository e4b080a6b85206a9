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
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// A relative change.
    open var byValue: Any?

    /// The value before an implicit change, captured when the layer ran this animation as its action.
    var implicitFromValue: AnimationValue?

    /// Creates an animation with default timing and no key path.
    public required init() {}

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
    func endPoints(base: AnimationValue?) -> (AnimationValue, AnimationValue)? {
        let from = AnimationValue(fromValue), to = AnimationValue(toValue), by = AnimationValue(byValue)
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.subtracting(b), t)
        case let (f?, nil, nil): return base.map { (f, $0) }
        case let (nil, t?, nil): return base.map { ($0, t) }
        case let (nil, nil, b?): return base.map { ($0, $0.adding(b)) }
        case (nil, nil, nil):
            guard let base else { return nil }
            return (implicitFromValue ?? base, base)
        }
    }

    override func animatedValue(at progress: Double, sample: MediaTimingValues.Sample, base: AnimationValue?) -> AnimationValue? {
        guard let (from, to) = endPoints(base: base) else { return nil }
        return from.interpolated(to: to, progress)
    }

    override func cycleEndValue(base: AnimationValue?) -> AnimationValue? {
        guard let (from, to) = endPoints(base: base) else { return nil }
        return autoreverses ? from : to
    }
}
