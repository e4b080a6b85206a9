import Foundation

/// A glyph placed on a line: what the text drawing fills.
package struct PositionedGlyph: Sendable {
    /// The font the glyph is from.
    package var font: CGFont
    /// The glyph index in `font`.
    package var glyph: CGGlyph
    /// The font size in points.
    package var fontSize: CGFloat
    /// The glyph's origin on the baseline, in the layout's top-left, y-down space.
    package var position: CGPoint
    /// Index of the ``TextRun`` the glyph came from (for its colour); the ellipsis takes the run of the text it replaces.
    package var runIndex: Int
}
