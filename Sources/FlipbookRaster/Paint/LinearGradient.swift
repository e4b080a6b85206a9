/// An axial gradient from `start` (t = 0) to `end` (t = 1) in gradient space, mapped to the device by
/// `transform`. Each point takes the colour of its projection onto the axis.
package struct LinearGradient: Sendable {
    package var start: Vec2
    package var end: Vec2
    package var stops: [ColorStop]
    package var extend: GradientExtend
    /// Gradient space → device space.
    package var transform: Transform2D

    /// Creates a linear gradient.
    package init(start: Vec2, end: Vec2, stops: [ColorStop], extend: GradientExtend = .pad,
                 transform: Transform2D = .identity) {
        self.start = start; self.end = end; self.stops = stops; self.extend = extend; self.transform = transform
    }
}
