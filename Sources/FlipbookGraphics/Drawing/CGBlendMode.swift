/// Compositing operations for drawing.
///
/// Only the modes Flipbook's renderer implements are declared (Apple's raw values are kept), so that code
/// using another mode fails to compile instead of drawing wrongly. Blending works on sRGB-encoded,
/// premultiplied values, as Apple's bitmap contexts do.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination: `R = S + D·(1 − Sa)`.
    case normal = 0
    /// `R = S·D + S·(1 − Da) + D·(1 − Sa)`.
    case multiply = 1
    /// `R = S + D − S·D`.
    case screen = 2
    /// `R = 0`: clears the covered area.
    case clear = 16
    /// `R = S`: replaces the covered area with the source.
    case copy = 17
    /// `R = min(1, S + D)`: additive blending.
    case plusLighter = 27
}
