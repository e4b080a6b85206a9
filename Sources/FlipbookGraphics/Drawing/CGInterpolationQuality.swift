/// Levels of interpolation quality for rendering an image.
///
/// Flipbook samples with nearest neighbour for `.none` and bilinearly (with a box prefilter when
/// downscaling by 2× or more) for every other level.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The default level (bilinear).
    case `default` = 0
    /// No interpolation (nearest neighbour).
    case none = 1
    /// Low quality (bilinear).
    case low = 2
    /// Medium quality (bilinear).
    case medium = 4
    /// High quality (bilinear).
    case high = 3
}
