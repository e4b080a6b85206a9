/// Settings of a pixelmatch-style comparison, with pixelmatch 7.2.0's defaults.
///
/// The properties keep pixelmatch's option names (`includeAA`, `aaColor`, `diffColorAlt`, `diffMask`), so
/// a pixelmatch call reads across directly; its `checkerboard` flag is ``transparencyBackdrop``.
///
/// Out-of-range values are clamped when the comparison runs: ``threshold`` and ``alpha`` to `0...1`,
/// and NaN counts as `0` (the strictest threshold), so a bad setting can never make every pixel pass.
public struct DiffOptions: Sendable, Equatable {
    /// The per-pixel sensitivity, from `0` (any change is a mismatch) to `1` (only black against white is).
    ///
    /// A pixel mismatches when its YIQ colour distance exceeds `35215 · threshold²`, where 35215 is the
    /// largest possible distance. The default is pixelmatch's `0.1`.
    public var threshold: Double
    /// Whether anti-aliased pixels count as mismatches. When `false` (the default), a pixel above the
    /// threshold that looks like anti-aliasing in either image is counted in
    /// ``ImageComparison/antialiasedPixels`` instead of ``ImageComparison/mismatchedPixels``.
    public var includeAA: Bool
    /// The opacity of the expected image's grey copy in the background of the diff image (default `0.1`).
    public var alpha: Double
    /// The colour of anti-aliased pixels in the diff image (default yellow).
    public var aaColor: DiffColor
    /// The colour of mismatched pixels in the diff image (default red).
    public var diffColor: DiffColor
    /// The colour of mismatched pixels that got darker in the actual image; `nil` (the default) uses ``diffColor``.
    public var diffColorAlt: DiffColor?
    /// When `true`, the diff image shows only the mismatched pixels on a transparent background.
    public var diffMask: Bool
    /// What semi-transparent pixels are blended over before their colours are compared: pixelmatch 7's
    /// ``TransparencyBackdrop/checkerboard`` (the default), under which a transparent pixel that became
    /// opaque white is a mismatch, or ``TransparencyBackdrop/white`` (pixelmatch's `checkerboard: false`
    /// and pixelmatch before 7), under which it is not.
    public var transparencyBackdrop: TransparencyBackdrop

    /// Creates options; every argument defaults to pixelmatch's default.
    public init(
        threshold: Double = 0.1,
        includeAA: Bool = false,
        alpha: Double = 0.1,
        aaColor: DiffColor = .yellow,
        diffColor: DiffColor = .red,
        diffColorAlt: DiffColor? = nil,
        diffMask: Bool = false,
        transparencyBackdrop: TransparencyBackdrop = .checkerboard
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.transparencyBackdrop = transparencyBackdrop
    }

    /// The largest YIQ distance that still counts as a match: `35215 · threshold²`, threshold clamped to `0...1`.
    var maxDelta: Double {
        let clamped = Self.clampedUnit(threshold)
        return 35215 * clamped * clamped
    }

    /// ``alpha`` clamped to `0...1`.
    var clampedAlpha: Double { Self.clampedUnit(alpha) }

    private static func clampedUnit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
