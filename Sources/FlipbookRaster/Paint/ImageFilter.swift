/// How an image is sampled when drawn transformed.
package enum ImageFilter: Sendable, Equatable {
    /// The nearest texel (no smoothing).
    case nearest
    /// Bilinear interpolation of the four nearest texels (8-bit weights).
    case bilinear
    /// Bilinear, from a 2×2 box-filtered mip level when the image is shrunk by 2× or more, so that downscaled
    /// images don't alias.
    case smooth
}
