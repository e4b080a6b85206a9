/// A conic (sweep) gradient around `center`: t grows from 0 at `startAngle` (radians, from +x towards +y)
/// to 1 after a full turn. The angle comes from ``DeterministicMath/turns(y:x:)``, not libm.
package struct ConicGradient: Sendable {
    package var center: Vec2
    package var startAngle: Double
    package var stops: [ColorStop]
    /// Gradient space → device space.
    package var transform: Transform2D

    /// Creates a conic gradient.
    package init(center: Vec2, startAngle: Double, stops: [ColorStop], transform: Transform2D = .identity) {
        self.center = center; self.startAngle = startAngle; self.stops = stops; self.transform = transform
    }
}
