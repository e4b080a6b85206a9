import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookScenes
import FlipbookSceneTesting
import FlipbookUIKit
@testable import FlipbookVolume2
import Testing

/// Cases 49–50's numbers: the "Line Chart" button is tapped at 0.5 s; the line chart's linear 2 s `strokeEnd`
/// draws half the polyline's length 1 s later, the bar chart's 1 s `strokeEnd` draws the bars one after another
/// with square caps 15 points beyond their ends — read from the presentation tree and probed along the paths.
@Suite("Cases 49–50 dynamic charts")
struct Case49And50Tests {
    static let green = (77, 186, 122)
    static let white = (255, 255, 255)
    /// The line chart's polyline (§ 11.3.1).
    static let polyline = [CGPoint(x: 70, y: 260), CGPoint(x: 140, y: 100), CGPoint(x: 210, y: 240),
                           CGPoint(x: 280, y: 170), CGPoint(x: 350, y: 220)]
    /// The bar chart view's top on the screen: half the screen's height.
    static let barChartTop = 368

    /// The point at arc length `length` along the polyline, and the polyline's whole length.
    static func point(atLength length: Double) -> CGPoint {
        var left = length
        for (start, end) in zip(polyline, polyline.dropFirst()) {
            let segment = Double(hypot(end.x - start.x, end.y - start.y))
            if left <= segment {
                let t = CGFloat(left / segment)
                return CGPoint(x: start.x + t * (end.x - start.x), y: start.y + t * (end.y - start.y))
            }
            left -= segment
        }
        return polyline[polyline.count - 1]
    }

    static var polylineLength: Double {
        zip(polyline, polyline.dropFirst()).reduce(0) { $0 + Double(hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)) }
    }

    private func pixel(_ frame: CaseFrame, at point: CGPoint) -> Pixel {
        frame[Int(point.x.rounded(.down)), Int(point.y.rounded(.down))]
    }

    @Test("Case 49: strokeEnd 0 before the tap, 0.5 at 1.5 s, 1 from 2.5 s (linear)")
    func lineChartStrokeEnd() throws {
        let probe = try CaseProbe("case-49", as: ChartsViewController.self)
        let chart = try #require(probe.controller.lineChartView1)
        #expect(probe.stage.read(at: 0.4) { chart.chartLine.presentation()?.strokeEnd } == 0)
        let quarter = try #require(probe.stage.read(at: 1) { chart.chartLine.presentation()?.strokeEnd })
        #expect(abs(quarter - 0.25) < 0.0001)
        let half = try #require(probe.stage.read(at: 1.5) { chart.chartLine.presentation()?.strokeEnd })
        #expect(abs(half - 0.5) < 0.0001)
        #expect(probe.stage.read(at: 3) { chart.chartLine.presentation()?.strokeEnd } == 1)
    }

    @Test("Case 49: at 1.5 s the polyline is green up to half its length (258.1 of 516.2 points), white after")
    func lineChartHalfDrawn() throws {
        let probe = try CaseProbe("case-49", as: ChartsViewController.self)
        let half = Self.polylineLength / 2
        #expect(abs(Self.polylineLength - 516.18) < 0.01)
        let frame = try probe.frame(at: 1.5)
        for length in stride(from: 5.0, through: half - 8, by: 12) {
            #expect(isColor(pixel(frame, at: Self.point(atLength: length)), Self.green, within: 12),
                    "drawn at \(length)")
        }
        for length in stride(from: half + 8, through: Self.polylineLength, by: 12) {
            #expect(isColor(pixel(frame, at: Self.point(atLength: length)), Self.white), "not drawn at \(length)")
        }
        let whole = try probe.frame(at: 2.5)
        for length in stride(from: 5.0, through: Self.polylineLength - 5, by: 12) {
            #expect(isColor(pixel(whole, at: Self.point(atLength: length)), Self.green, within: 12),
                    "drawn at \(length)")
        }
    }

    @Test("Case 50: at 1 s (strokeEnd 0.5, 187.5 of 375 points) bar 1 is whole, bar 2 up to y 142.5, bars 3–5 not yet")
    func barsOneAfterAnother() throws {
        let probe = try CaseProbe("case-50", as: ChartsViewController.self)
        let chart = try #require(probe.controller.barChartView1)
        let strokeEnd = try #require(probe.stage.read(at: 1) { chart.chartLine.presentation()?.strokeEnd })
        #expect(abs(strokeEnd - 0.5) < 0.0001)
        let frame = try probe.frame(at: 1)
        let top = Self.barChartTop
        #expect(isColor(frame[60, top + 90], Self.green))
        #expect(isColor(frame[130, top + 135], Self.green))
        #expect(isColor(frame[130, top + 120], Self.white))
        #expect(isColor(frame[200, top + 210], Self.white))
        #expect(isColor(frame[340, top + 210], Self.white))
    }

    @Test("Case 50: square caps — the drawn bars reach 15 points beyond their end points, 30 wide")
    func squareCaps() throws {
        let probe = try CaseProbe("case-50", as: ChartsViewController.self)
        let frame = try probe.frame(at: 1.5)
        let top = Self.barChartTop
        for i in 0...4 {
            let x = 60 + 70 * i, barTop = 100 + 20 * i
            #expect(isColor(frame[x, top + barTop - 14], Self.green), "bar \(i + 1) top cap")
            #expect(isColor(frame[x, top + barTop - 17], Self.white), "above bar \(i + 1)")
            #expect(isColor(frame[x, top + 228], Self.green), "bar \(i + 1) bottom cap")
            #expect(isColor(frame[x, top + 231], Self.white), "below bar \(i + 1)")
            #expect(isColor(frame[x - 14, top + 200], Self.green) && isColor(frame[x + 14, top + 200], Self.green))
            #expect(isColor(frame[x - 17, top + 200], Self.white) && isColor(frame[x + 16, top + 200], Self.white))
        }
    }
}
