import FlipbookGraphics

/// A glyph's shape: its outline as a path in font units (y up, origin on the baseline) and the fill rule it
/// is filled with.
package struct GlyphOutline: Sendable {
    /// The outline, in font units.
    package let path: CGPath
    /// Non-zero winding, or even-odd when the font's outline says so.
    package let fillRule: CGPathFillRule
}
