/// How different an image may be from its golden and still pass.
///
/// A pixel is *mismatched* when its pixelmatch YIQ distance from the golden's pixel exceeds ``threshold``
/// (0…1; pixelmatch's default 0.1) and it is not judged an anti-aliasing difference (unless ``includeAA``).
/// The image passes when the number of mismatched pixels is at most ``maxMismatchedPixels`` *and* their
/// fraction of all pixels is at most ``maxMismatchedFraction``.
///
/// The default, ``default``, allows no mismatched pixel at threshold 0.1: ±1 LSB rounding noise passes (its
/// YIQ distance is about 0.0004 of the maximum), while a 1-px shift of a hard edge fails (every pixel along the
/// edge changes from one flat colour to another, with more than two identical neighbours, so pixelmatch does
/// not take it for anti-aliasing).
public struct GoldenTolerance: Sendable, Equatable, Codable {
    /// Most mismatched pixels allowed.
    public var maxMismatchedPixels: Int
    /// Largest fraction (0…1) of mismatched pixels allowed.
    public var maxMismatchedFraction: Double
    /// pixelmatch's per-pixel colour threshold (0 = exact, 1 = anything matches).
    public var threshold: Double
    /// Count pixels that look like anti-aliasing differences as mismatches too.
    public var includeAA: Bool

    /// Creates a tolerance. Negative or NaN limits are treated as 0.
    public init(maxMismatchedPixels: Int = 0, maxMismatchedFraction: Double = 1, threshold: Double = 0.1, includeAA: Bool = false) {
        self.maxMismatchedPixels = max(0, maxMismatchedPixels)
        self.maxMismatchedFraction = maxMismatchedFraction.isNaN ? 0 : min(1, max(0, maxMismatchedFraction))
        self.threshold = threshold.isNaN ? 0 : min(1, max(0, threshold))
        self.includeAA = includeAA
    }

    /// No mismatched pixel at pixelmatch's default threshold 0.1.
    public static let `default` = GoldenTolerance()

    /// At most `count` mismatched pixels.
    public static func pixels(_ count: Int, threshold: Double = 0.1) -> GoldenTolerance {
        GoldenTolerance(maxMismatchedPixels: count, threshold: threshold)
    }

    /// At most `fraction` (0…1) of the pixels mismatched.
    public static func fraction(_ fraction: Double, threshold: Double = 0.1) -> GoldenTolerance {
        GoldenTolerance(maxMismatchedPixels: Int.max, maxMismatchedFraction: fraction, threshold: threshold)
    }

    /// Whether `mismatched` of `total` pixels is within this tolerance.
    public func accepts(mismatched: Int, of total: Int) -> Bool {
        guard mismatched <= maxMismatchedPixels else { return false }
        guard total > 0 else { return mismatched == 0 }
        return Double(mismatched) / Double(total) <= maxMismatchedFraction
    }
}
