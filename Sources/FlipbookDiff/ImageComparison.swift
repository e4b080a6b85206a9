import FlipbookImageIO

/// The figures of one comparison of an expected image with an actual image of the same size.
public struct ImageComparison: Sendable, Equatable {
    /// The width of both images.
    public let width: Int
    /// The height of both images.
    public let height: Int
    /// `width * height`.
    public let totalPixels: Int
    /// Pixels whose colour distance exceeds the threshold and that are not excused as anti-aliasing
    /// (pixelmatch's return value).
    public let mismatchedPixels: Int
    /// Pixels above the threshold excused as anti-aliasing (always `0` when ``DiffOptions/includeAA`` is set).
    public let antialiasedPixels: Int
    /// The mean structural similarity of the two images' luma: `1` for identical images, lower for
    /// more different ones. See ``ImageDiff`` for the exact definition.
    public let ssim: Double
    /// The largest absolute difference of any red, green, blue or alpha sample (0–255).
    public let maxChannelDelta: Int
    /// pixelmatch's diff picture (a faded grey copy of the expected image, mismatches in red,
    /// anti-aliased pixels in yellow), or `nil` when it was not requested.
    public let diffImage: RGBAImage?

    /// Creates a comparison from its figures.
    public init(
        width: Int,
        height: Int,
        mismatchedPixels: Int,
        antialiasedPixels: Int,
        ssim: Double,
        maxChannelDelta: Int,
        diffImage: RGBAImage?
    ) {
        self.width = width
        self.height = height
        self.totalPixels = width * height
        self.mismatchedPixels = mismatchedPixels
        self.antialiasedPixels = antialiasedPixels
        self.ssim = ssim
        self.maxChannelDelta = maxChannelDelta
        self.diffImage = diffImage
    }

    /// Whether every sample of the two images is equal.
    public var isIdentical: Bool { maxChannelDelta == 0 }

    /// ``mismatchedPixels`` as a fraction of ``totalPixels`` (`0` for empty images).
    public var mismatchedFraction: Double {
        totalPixels == 0 ? 0 : Double(mismatchedPixels) / Double(totalPixels)
    }
}
