/// Whether and how a layer property animates, as Apple's documentation marks it; it decides the property's default
/// implicit action (see `CALayer.action(forKey:)`).
package enum LayerPropertyAnimation: Sendable {
    /// Not animatable ("Animatable" is absent from Apple's documentation): a change applies at once.
    case none
    /// Animatable, but its values cannot be interpolated (`isHidden`, `masksToBounds`, `contents`, …): an explicit
    /// animation switches the value half-way through; a change applies at once (no implicit animation).
    case discrete
    /// Animatable with interpolated values (numbers, points, sizes, rects, transforms, colours, paths): a change
    /// inside a host runs the implicit animation, a `CABasicAnimation` of the property with the transaction's
    /// duration and timing function (Core Animation's default curve when the transaction sets none).
    case interpolated
    /// Animatable with interpolated values by explicit animations only: a change applies at once. `CAShapeLayer`'s
    /// `path` ("although the path property is animatable, no implicit animation will be created when the property
    /// is changed", CAShapeLayer.h).
    case explicitlyInterpolated

    /// Whether changing the property runs an implicit animation.
    package var isImplicit: Bool { self == .interpolated }

    /// Whether an explicit animation of the property interpolates its values (rather than switching them).
    package var interpolates: Bool { self == .interpolated || self == .explicitlyInterpolated }
}
