import Foundation

/// One laid-out line.
package struct TextLine: Sendable {
    /// The line's glyphs, positioned.
    package var glyphs: [PositionedGlyph]
    /// The x of the line's first glyph and the y of its baseline, in the layout's top-left, y-down space.
    package var origin: CGPoint
    /// The line's width without trailing white space (for justified lines, the stretched width).
    package var width: CGFloat
    /// The line's vertical metrics (the largest of its glyphs' fonts).
    package var metrics: LineMetrics
    /// The y of the top of the line box: the baseline minus the ascent.
    package var top: CGFloat { origin.y - metrics.ascent }
}
