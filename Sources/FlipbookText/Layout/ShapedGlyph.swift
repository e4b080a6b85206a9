import Foundation

/// A character mapped to a glyph, with its advance: one step of the layout before lines are broken.
package struct ShapedGlyph: Sendable {
    /// The character this glyph shows.
    package var scalar: Unicode.Scalar
    /// The font the glyph is from (the first font of the fallback chain that maps the character).
    package var font: CGFont
    /// The glyph index in `font`.
    package var glyph: CGGlyph
    /// The font size in points.
    package var fontSize: CGFloat
    /// The advance in points, pair kerning with the next glyph and extra letter spacing included.
    package var advance: CGFloat
    /// Index of the ``TextRun`` the glyph came from.
    package var runIndex: Int
    /// The line metrics of the glyph's font at its size (a fallback font's own, as Core Text measures lines).
    package var metrics: LineMetrics

    /// Whether the character is white space, where Latin text may break and where justification stretches.
    package var isWhitespace: Bool { scalar.properties.isWhitespace }
}
