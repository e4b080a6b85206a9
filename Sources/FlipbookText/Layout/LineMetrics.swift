import Foundation

/// The vertical extent of a line of text, in points: ascent above the baseline, descent below it, and the
/// leading (line gap) that follows the line, as Core Text measures lines.
package struct LineMetrics: Equatable, Sendable {
    /// Distance from the top of the line box to the baseline.
    package var ascent: CGFloat
    /// Distance from the baseline to the bottom of the glyph area (positive).
    package var descent: CGFloat
    /// Extra space below the descent.
    package var leading: CGFloat

    package init(ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
    }

    /// The height of the line box: ascent + descent + leading.
    package var height: CGFloat { ascent + descent + leading }

    /// The larger of each metric, for a line that mixes fonts or sizes.
    package func union(_ other: LineMetrics) -> LineMetrics {
        LineMetrics(ascent: max(ascent, other.ascent), descent: max(descent, other.descent),
                    leading: max(leading, other.leading))
    }
}
