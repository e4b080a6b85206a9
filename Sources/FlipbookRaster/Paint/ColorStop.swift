/// A gradient colour stop: a colour at an offset in `0...1` along the gradient.
package struct ColorStop: Sendable, Equatable {
    /// Position along the gradient (clamped to `0...1`).
    package var offset: Double
    /// The colour at that position.
    package var color: RasterColor

    /// Creates a stop.
    package init(offset: Double, color: RasterColor) {
        self.offset = offset
        self.color = color
    }
}
