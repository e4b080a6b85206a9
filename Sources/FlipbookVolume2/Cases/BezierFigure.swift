import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// One drawing of Case 48's smaller figures (§ 11.2.2, Figs 11.3–11.8): the book's `bezierPath` with the attributes
/// and points that figure's lines give it, stroked in the colour set with `UIColor.set()`.
///
/// The book prints only the lines that change from figure to figure; the rest — the points (150, 150), (250, 250),
/// (350, 150) of § 11.2.2's drawing steps, the orange it calls the default and PNGreen from Fig 11.6 on — are the
/// scenes' choices, listed in their notes.
struct BezierFigure {
    /// The book's line(s) the figure shows, drawn above it.
    let caption: String
    /// `bezierPath.lineWidth`.
    let lineWidth: CGFloat
    /// `bezierPath.lineCapStyle`.
    let lineCapStyle: CGLineCap
    /// `bezierPath.lineJoinStyle`.
    let lineJoinStyle: CGLineJoin
    /// The colour `set()` makes current for stroking.
    let color: UIColor
    /// `move(to:)` the first point, `addLine(to:)` each of the others.
    let points: [CGPoint]
    /// Whether the path ends with `close()`.
    let closes: Bool
}
