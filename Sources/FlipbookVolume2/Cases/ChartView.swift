import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// What Cases 49–50's two chart views share (§ 11.3): "the bar chart's initialisation is very similar to the line
/// chart's" — a white, clipping view with a `chartLine` shape layer (`strokeEnd` 0) and a `pathAnimation` that
/// ``drawLineChart()`` adds after setting `strokeEnd` to 1. Each subclass gives the layer its caps, fill and width
/// and, in `draw(_:)`, its path, its PNGreen stroke and the animation (`strokeEnd` 0 → 1, linear) with
/// ``prepareChart(_:duration:)``.
class ChartView: UIView {
    var chartLine: CAShapeLayer = CAShapeLayer()
    var pathAnimation: CABasicAnimation = CABasicAnimation()

    /// The book's `init(frame:)` of both charts, with their differences as parameters.
    init(frame: CGRect, lineCap: CAShapeLayerLineCap, fillColor: UIColor, lineWidth: CGFloat) {
        super.init(frame: frame)
        self.backgroundColor = UIColor.white
        self.clipsToBounds = true
        chartLine.lineCap = lineCap
        chartLine.lineJoin = CAShapeLayerLineJoin.round
        chartLine.fillColor = fillColor.cgColor
        chartLine.lineWidth = lineWidth
        chartLine.strokeEnd = 0.0
        self.layer.addSublayer(chartLine)
    }

    /// Not used: the cases are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    func drawLineChart() {
        chartLine.strokeEnd = 1.0
        chartLine.add(pathAnimation, forKey: nil)
    }

    /// The end of both charts' `draw(_:)`: the path and its colour, and the `strokeEnd` animation.
    func prepareChart(_ line: UIBezierPath, duration: CFTimeInterval) {
        chartLine.path = line.cgPath
        chartLine.strokeColor = PNGreen.cgColor
        pathAnimation.keyPath = "strokeEnd"
        pathAnimation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.linear)
        pathAnimation.fromValue = 0.0
        pathAnimation.toValue = 1.0
        pathAnimation.autoreverses = false
        pathAnimation.duration = duration
    }
}
