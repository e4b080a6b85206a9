import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 49's line chart (§ 11.3.1): a ``ChartView`` whose shape layer is 10 points wide with round caps and a white
/// fill, and whose `draw(_:)` gives it the polyline (70, 260)–(140, 100)–(210, 240)–(280, 170)–(350, 220) and a
/// 2 s animation.
final class LineChartView: ChartView {
    init(frame: CGRect) {
        super.init(frame: frame, lineCap: CAShapeLayerLineCap.round, fillColor: UIColor.white, lineWidth: 10.0)
    }

    /// Not used: the cases are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        let line: UIBezierPath = UIBezierPath()
        line.lineWidth = 10.0
        line.lineCapStyle = CGLineCap.round
        line.lineJoinStyle = CGLineJoin.round
        line.move(to: CGPoint(x: 70, y: 260))
        line.addLine(to: CGPoint(x: 140, y: 100))
        line.addLine(to: CGPoint(x: 210, y: 240))
        line.addLine(to: CGPoint(x: 280, y: 170))
        line.addLine(to: CGPoint(x: 350, y: 220))
        prepareChart(line, duration: 2.0)
    }
}
