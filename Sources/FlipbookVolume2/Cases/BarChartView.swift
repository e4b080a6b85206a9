import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 50's bar chart (§ 11.3.2): a ``ChartView`` whose shape layer is 30 points wide with square caps and a grey
/// fill, and whose `draw(_:)` gives it five bars — x = 60 + 70·i from y 215 up to y = 100 + 20·i — and a 1 s
/// animation. `strokeEnd` is a fraction of all five bars' length (375 points), so the bars grow one after another.
final class BarChartView: ChartView {
    init(frame: CGRect) {
        super.init(frame: frame, lineCap: CAShapeLayerLineCap.square, fillColor: UIColor.gray, lineWidth: 30.0)
    }

    /// Not used: the cases are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        let line: UIBezierPath = UIBezierPath()
        line.lineWidth = 30.0
        line.lineCapStyle = CGLineCap.square
        line.lineJoinStyle = CGLineJoin.round
        for i in 0...4 {
            let x: CGFloat = CGFloat(60 + 70 * i)
            let y: CGFloat = CGFloat(100 + 20 * i)
            line.move(to: CGPoint(x: x, y: 215))
            line.addLine(to: CGPoint(x: x, y: y))
        }
        prepareChart(line, duration: 1.0)
    }
}
