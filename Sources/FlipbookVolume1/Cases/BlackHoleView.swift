import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 21's view (§ 4.4): a black disc of radius ``blackHoleRadius`` drawn in `draw(_:)` about the view's
/// `center`; ``blackHoleIncrease(_:)`` sets the radius and asks for a redraw. No fill colour is set, so the disc
/// is Core Graphics' default fill, opaque black.
final class BlackHoleView: UIView {
    var blackHoleRadius: Float = 0

    func blackHoleIncrease(_ radius: Float) {
        blackHoleRadius = radius
        self.setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let ctx: CGContext = UIGraphicsGetCurrentContext()!
        ctx.addArc(center: CGPoint(x: self.center.x, y: self.center.y),
                   radius: CGFloat(blackHoleRadius),
                   startAngle: 0,
                   endAngle: CGFloat(M_PI * 2),
                   clockwise: false)
        ctx.fillPath()
    }
}
