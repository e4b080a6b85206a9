import FlipbookGraphics
import Foundation

/// The navigation bar's back indicator: a left-pointing chevron stroked 3 pt wide with round caps and joins in the
/// tint colour, filling a 13 × 21 pt box as iOS's back indicator image does.
final class NavigationBackChevron: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: CGRect) {
        let inset: CGFloat = 1.5
        let chevron = UIBezierPath()
        chevron.move(to: CGPoint(x: bounds.maxX - inset, y: bounds.minY + inset))
        chevron.addLine(to: CGPoint(x: bounds.minX + inset, y: bounds.midY))
        chevron.addLine(to: CGPoint(x: bounds.maxX - inset, y: bounds.maxY - inset))
        chevron.lineWidth = 3
        chevron.lineCapStyle = .round
        chevron.lineJoinStyle = .round
        tintColor.setStroke()
        chevron.stroke()
    }
}
