import QuartzCore
import Testing
import UIKit

/// The book's chapter 8 and 11 shape-layer code as today's iOS Swift writes it: a `UIBezierPath`'s `cgPath` becomes
/// a `CAShapeLayer`'s path, `kCALineCapRound` is spelled `.round`, and `strokeEnd` draws the path.
@Suite("CAShapeLayer from UIKit")
struct ShapeLayerPortingTests {
    /// A shape layer stroking `path` 6 points wide in green, with no fill.
    static func chartLine(_ path: UIBezierPath) -> CAShapeLayer {
        let chartLine = CAShapeLayer()
        chartLine.lineCap = .round
        chartLine.lineJoin = .round
        chartLine.fillColor = UIColor.clear.cgColor
        chartLine.lineWidth = 6
        chartLine.strokeColor = UIColor.green.cgColor
        chartLine.path = path.cgPath
        return chartLine
    }

    static func isGreen(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.g > 200 && p.r < 60 && p.b < 60 }
    static func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }

    @Test("Case 49's pattern: a UIBezierPath line, strokeEnd animated from 0 to 1 over 2 s, is half drawn at 1 s")
    func lineChart() throws {
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 10, y: 50))
        line.addLine(to: CGPoint(x: 90, y: 50))
        let chartLine = Self.chartLine(line)
        chartLine.strokeEnd = 0
        host.rootLayer.addSublayer(chartLine)
        let pathAnimation = CABasicAnimation(keyPath: "strokeEnd")
        pathAnimation.duration = 2
        pathAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
        pathAnimation.fromValue = 0
        pathAnimation.toValue = 1
        host.perform {
            chartLine.strokeEnd = 1
            chartLine.add(pathAnimation, forKey: nil)
        }
        let image = try host.renderFrameImage(at: 1, scale: 1, backgroundColor: .white)
        #expect(Self.isGreen(image[11, 50]) && Self.isGreen(image[48, 50]))
        #expect(Self.isWhite(image[56, 50]) && Self.isWhite(image[85, 50]))
    }

    @Test("Case 41's ring: an arc clockwise from 12 o'clock, stroked to a quarter, covers the top-right quarter")
    func progressRing() throws {
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        let ring = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: -.pi / 2,
                                endAngle: -.pi / 2 - 0.0001, clockwise: true)
        let circle = Self.chartLine(ring)
        circle.strokeEnd = 0.25
        host.rootLayer.addSublayer(circle)
        let image = try host.renderFrameImage(at: 0, scale: 1, backgroundColor: .white)
        // 45° into the quarter (top right) is stroked; the mirror point (top left) and the bottom are not.
        let d = Int((30 / 2.0.squareRoot()).rounded())
        #expect(Self.isGreen(image[50 + d, 50 - d]))
        #expect(Self.isWhite(image[50 - d, 50 - d]) && Self.isWhite(image[50, 80]))
    }
}
