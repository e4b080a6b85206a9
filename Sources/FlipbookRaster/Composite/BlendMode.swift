/// How a source colour `s` (premultiplied, already scaled by coverage `c`) combines with the destination `d`.
/// All modes work on the sRGB-encoded 8-bit values, without linearisation, as Core Graphics does.
package enum BlendMode: Sendable, Equatable {
    /// Source-over (`kCGBlendModeNormal`): `s + d·(1 − αs)`.
    case normal
    /// Copy: `s·c + d·(1 − c)` — replaces the destination where covered.
    case copy
    /// Clear: `d·(1 − c)` — erases where covered (the source colour is ignored).
    case clear
    /// Multiply: `s·d + s·(1 − αd) + d·(1 − αs)`.
    case multiply
    /// Screen: `s + d − s·d`.
    case screen
    /// Plus-lighter: `min(s + d, 1)` per channel (additive, for emitters).
    case plusLighter
}
