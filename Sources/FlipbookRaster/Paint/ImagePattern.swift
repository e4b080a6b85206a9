/// An image used as paint: `transform` maps image pixel space (origin at the top-left texel corner, y down)
/// to device space; the image is sampled with `filter` and clamped to its edge texels outside its bounds
/// (the drawn geometry decides where it appears).
package struct ImagePattern: Sendable {
    package var image: Pixmap
    /// Image pixel space → device space (projective, for perspective-correct quads and meshes).
    package var transform: Projective2D
    package var filter: ImageFilter
    /// Multiplies the sampled colour channels, alpha unchanged (lighting: 1 leaves the image as it is, 0 makes it
    /// black); clamped to `0...1`, NaN reads as 1.
    package var shade: Double

    /// Creates an image paint with an affine placement.
    package init(image: Pixmap, transform: Transform2D, filter: ImageFilter = .bilinear, shade: Double = 1) {
        self.image = image
        self.transform = Projective2D(transform)
        self.filter = filter
        self.shade = shade
    }

    /// Creates an image paint with a projective placement.
    package init(image: Pixmap, projective: Projective2D, filter: ImageFilter = .bilinear, shade: Double = 1) {
        self.image = image
        self.transform = projective
        self.filter = filter
        self.shade = shade
    }
}
