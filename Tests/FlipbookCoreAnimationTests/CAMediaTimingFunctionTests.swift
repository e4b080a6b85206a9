import Foundation
import Testing
@testable import FlipbookCoreAnimation

@Suite("CAMediaTimingFunction")
struct CAMediaTimingFunctionTests {
    static let measured: [(CAMediaTimingFunctionName, [Double])] = [
        (.easeIn, [0.093465, 0.315357, 0.621861]),
        (.easeOut, [0.378140, 0.684643, 0.906535]),
        (.easeInEaseOut, [0.129162, 0.5, 0.870838]),
    ]

    @Test("Named curves give Apple's measured values at 0.25, 0.5, 0.75 (tolerance 1e-5)", arguments: measured)
    func namedCurves(name: CAMediaTimingFunctionName, expected: [Double]) {
        let f = CAMediaTimingFunction(name: name)
        for (x, y) in zip([0.25, 0.5, 0.75], expected) {
            #expect(isClose(f.evaluate(x), y, 1e-5))
        }
    }

    @Test("Custom (0.5, 0, 0.5, 1) gives Apple's measured values")
    func customCurve() {
        let f = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1)
        #expect(isClose(f.evaluate(0.25), 0.105889, 1e-5))
        #expect(isClose(f.evaluate(0.5), 0.5, 1e-9))
        #expect(isClose(f.evaluate(0.75), 0.894111, 1e-5))
    }

    @Test("The default curve uses (0.25, 0.1) and (0.25, 1)")
    func defaultCurve() {
        let f = CAMediaTimingFunction(name: .default)
        var values: [Float] = [0, 0]
        f.getControlPoint(at: 1, values: &values)
        #expect(values == [0.25, 0.1])
        f.getControlPoint(at: 2, values: &values)
        #expect(values == [0.25, 1])
        #expect(isClose(f.evaluate(0.25), 0.408511, 1e-5))
        #expect(isClose(f.evaluate(0.5), 0.802403, 1e-5))
    }

    @Test("Control points 0 and 3 are the fixed ends; other indices leave the output alone")
    func fixedControlPoints() {
        let f = CAMediaTimingFunction(name: .easeIn)
        var values: [Float] = [9, 9]
        f.getControlPoint(at: 0, values: &values)
        #expect(values == [0, 0])
        f.getControlPoint(at: 3, values: &values)
        #expect(values == [1, 1])
        values = [9, 9]
        f.getControlPoint(at: 4, values: &values)
        #expect(values == [9, 9])
    }

    @Test("Inputs outside [0, 1] are clamped, unlike CSS")
    func clamping() {
        let linear = CAMediaTimingFunction(name: .linear)
        #expect(linear.evaluate(-0.5) == 0)
        #expect(linear.evaluate(1.5) == 1)
        #expect(CAMediaTimingFunction(name: .easeOut).evaluate(2) == 1)
    }

    @Test("The solve matches Chromium's (0.25, 0, 0.75, 1) table")
    func chromiumTable() {
        let f = CAMediaTimingFunction(controlPoints: 0.25, 0, 0.75, 1)
        for (x, y) in [(0.05, 0.01136), (0.25, 0.18235), (0.5, 0.5), (0.75, 0.81764), (0.95, 0.98863)] {
            #expect(isClose(f.evaluate(x), y, 1.5e-4))
        }
    }

    @Test("Overshooting y control points are kept: (0.5, 2, 0.5, 2) at 0.5 is 1.625")
    func overshoot() {
        #expect(isClose(CAMediaTimingFunction(controlPoints: 0.5, 2, 0.5, 2).evaluate(0.5), 1.625, 1e-6))
    }

    @Test("x control points outside [0, 1] are clamped and non-finite ones fall back to linear's")
    func badControlPoints() {
        let f = CAMediaTimingFunction(controlPoints: -1, 0, .nan, 1)
        var values: [Float] = [0, 0]
        f.getControlPoint(at: 1, values: &values)
        #expect(values == [0, 0])
        f.getControlPoint(at: 2, values: &values)
        #expect(values == [1, 1])
        #expect(isClose(f.evaluate(0.3), 0.3, 1e-9))
    }

    @Test("Name constants are Apple's strings")
    func names() {
        #expect([CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default].map(\.rawValue)
                == ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
    }
}
