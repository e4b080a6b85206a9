import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 41's ring (§ 8.4.2): a `CAShapeLayer` on an almost full circle of radius `h/2 − 2` about the view's centre,
/// from 12 o'clock clockwise to −90.01°, 3 points wide with round caps and no fill, and no stroke colour until
/// ``strokeChart()`` sets it (FreshBlue) and draws the ring with a 3 s ease-in-ease-out `strokeEnd` animation from
/// 0 to 1; when that stops, ``delegate`` hears ``CircleDelegate/circleAnimationStop()``.
final class CircleView: UIView, CAAnimationDelegate {
    var lineWidth: NSNumber = 3.0
    var strokeColor: UIColor = UIColor(red: 25.0 / 255.0, green: 155.0 / 255.0, blue: 200.0 / 255.0, alpha: 1.0)
    var circle: CAShapeLayer = CAShapeLayer()
    var delegate: CircleDelegate?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let startAngle: CGFloat = -90.0 / 180.0 * CGFloat(M_PI)
        let endAngle: CGFloat = -90.01 / 180.0 * CGFloat(M_PI)
        let circlePath: UIBezierPath = UIBezierPath(arcCenter: CGPoint(x: frame.size.width / 2, y: frame.size.height / 2),
                                                    radius: frame.size.height / 2 - 2,
                                                    startAngle: startAngle,
                                                    endAngle: endAngle,
                                                    clockwise: true)
        circle.path = circlePath.cgPath
        circle.lineCap = CAShapeLayerLineCap.round
        circle.fillColor = UIColor.clear.cgColor
        // Linux: `lineWidth as CGFloat` (NSNumber bridging) does not exist in swift-corelibs-foundation.
        circle.lineWidth = CGFloat(lineWidth.doubleValue)
        self.layer.addSublayer(circle)
    }

    /// Not used: the cases are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    func strokeChart() {
        circle.lineWidth = CGFloat(lineWidth.doubleValue)
        circle.strokeColor = strokeColor.cgColor
        let pathAnimation: CABasicAnimation = CABasicAnimation()
        pathAnimation.keyPath = "strokeEnd"
        pathAnimation.delegate = self
        pathAnimation.duration = 3.0
        pathAnimation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        pathAnimation.fromValue = 0.0
        pathAnimation.toValue = 1.0
        pathAnimation.setValue("strokeEndAnimationcircle", forKey: "groupborderkeycircle")
        circle.add(pathAnimation, forKey: "strokeEndAnimationcircle")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        delegate!.circleAnimationStop()
    }
}
