/// How ``GIFEncoder`` spreads the error of mapping a frame's colours to its palette (at most 256 colours).
///
/// Dithering only matters for frames with more colours than the palette holds: a frame with at most
/// ``GIFEncoder/Options/maximumColors`` distinct colours is written exactly, whatever the setting.
public enum GIFDithering: Sendable, Equatable, CaseIterable {
    /// Each pixel takes the nearest palette colour: the smallest files, but gradients show bands.
    case none
    /// An 8 × 8 Bayer threshold pattern added before the nearest-colour search. A pixel's result depends only on
    /// its own colour, its position and the palette, so equal pixels stay equal between frames and the pattern
    /// compresses well. The default.
    case ordered
    /// Floyd–Steinberg error diffusion in serpentine order (integer arithmetic): the smoothest gradients, but
    /// noisier pixels and larger files, and a change anywhere in a row changes the pixels after it.
    case floydSteinberg
}
