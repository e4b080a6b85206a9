/// Core Graphics' two-circle radial gradient: circles interpolate from (`startCenter`, `startRadius`) at t = 0
/// to (`endCenter`, `endRadius`) at t = 1; a point takes the colour of the largest `t` whose circle passes
/// through it with a non-negative radius. `transform` maps gradient space to device space.
package struct RadialGradient: Sendable {
    package var startCenter: Vec2
    package var startRadius: Double
    package var endCenter: Vec2
    package var endRadius: Double
    package var stops: [ColorStop]
    package var extend: GradientExtend
    /// Gradient space → device space.
    package var transform: Transform2D

    /// Creates a radial gradient.
    package init(startCenter: Vec2, startRadius: Double, endCenter: Vec2, endRadius: Double,
                 stops: [ColorStop], extend: GradientExtend = .pad, transform: Transform2D = .identity) {
        self.startCenter = startCenter; self.startRadius = startRadius
        self.endCenter = endCenter; self.endRadius = endRadius
        self.stops = stops; self.extend = extend; self.transform = transform
    }
}
