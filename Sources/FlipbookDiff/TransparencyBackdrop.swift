/// What the colour distance blends semi-transparent pixels over before comparing them.
///
/// Blending decides whether a change of opacity is visible: over plain white, a transparent pixel and an
/// opaque white one look the same, so a golden whose transparent background turned white would pass. The
/// checkerboard, pixelmatch 7's default, makes such a change a mismatch.
///
/// The backdrop only enters the distance when one of the two pixels is not opaque; opaque pixels compare
/// the same under both. The diff image's grey background always fades towards white.
public enum TransparencyBackdrop: Sendable, Equatable, Hashable {
    /// pixelmatch 7's pattern (its `checkerboard: true`, the default): per pixel, each of red, green and
    /// blue is either 48 or 207, chosen by the pixel's byte offset `k` in the image as `(k / p) mod 2` for
    /// the periods `p` = 1, φ (1.618…) and φ² (2.618…), so neighbouring pixels get different colours.
    case checkerboard
    /// Plain white (pixelmatch 7's `checkerboard: false`, and the only behaviour of pixelmatch before 7):
    /// a pixel of opacity `a` counts as `255 + (c − 255) · a / 255`.
    case white

    /// The backdrop colour under the pixel that starts at byte `offset` (a multiple of 4) of an RGBA8 image.
    ///
    /// The checkerboard follows pixelmatch 7.2.0 exactly, including JavaScript's `| 0`: the quotient is
    /// truncated to a 32-bit signed integer, whose remainder by 2 takes its sign, so a band past 2³¹ gives
    /// `48 − 159`. (Red's period is 1 and offsets are multiples of 4, so red is always 48.)
    @inline(__always)
    func colour(atByteOffset offset: Int) -> (red: Double, green: Double, blue: Double) {
        switch self {
        case .white:
            return (255, 255, 255)
        case .checkerboard:
            return (
                Double(48 + 159 * (offset % 2)),
                Self.checkerLevel(offset, period: 1.618033988749895),
                Self.checkerLevel(offset, period: 2.618033988749895)
            )
        }
    }

    /// `48 + 159 · ((offset / period | 0) % 2)` in JavaScript's arithmetic (`period` > 1, so the quotient
    /// always fits an `Int64`).
    @inline(__always)
    private static func checkerLevel(_ offset: Int, period: Double) -> Double {
        let band = Int32(truncatingIfNeeded: Int64(Double(offset) / period)) % 2
        return Double(48 + 159 * Int(band))
    }
}
