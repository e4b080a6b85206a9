import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Draws one of Case 48's smaller figures (``BezierFigure``) in `draw(_:)`, in the book's coordinates (the figures'
/// drawings lie around (150…350, 150…250); the panel's `bounds.origin` picks the part it shows).
final class BezierFigureView: UIView {
    let figure: BezierFigure

    /// Creates a view drawing `figure`.
    init(frame: CGRect, figure: BezierFigure) {
        self.figure = figure
        super.init(frame: frame)
    }

    /// Not used: the cases are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        let bezierPath = UIBezierPath()
        bezierPath.lineWidth = figure.lineWidth
        bezierPath.lineCapStyle = figure.lineCapStyle
        bezierPath.lineJoinStyle = figure.lineJoinStyle
        figure.color.set()
        bezierPath.move(to: figure.points[0])
        for point in figure.points.dropFirst() {
            bezierPath.addLine(to: point)
        }
        if figure.closes {
            bezierPath.close()
        }
        bezierPath.stroke()
    }
}
