import Foundation
import Testing
@testable import FlipbookGraphics

@Suite("PathMeasurement")
struct PathMeasurementTests {
    @Test func polylineLengthsArePerElement() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 4)])
        path.closeSubpath()
        let measure = PathMeasurement(path)
        #expect(measure.length == 12)
        #expect(measure.elementLengths == [0, 3, 4, 5])
        #expect(measure.elementStartDistances == [0, 0, 3, 7])
    }

    @Test func circleLengthIsTwoPiR() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil)
        // The cubic approximation itself is 0.027 % longer at most; measurement error is far below.
        #expect(abs(circle.length - 200 * .pi) / (200 * .pi) < 3e-4)
        #expect(abs(circle.length - 200 * .pi) > 1e-6, "the cubic approximation is measured, not the circle")
    }

    @Test func pointAndTangentAtDistance() throws {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        let measure = PathMeasurement(path)
        let middleOfFirst = try #require(measure.position(atDistance: 5))
        #expect(middleOfFirst.point == CGPoint(x: 5, y: 0))
        #expect(middleOfFirst.tangent == CGVector(dx: 1, dy: 0))
        let corner = try #require(measure.position(atDistance: 10))
        #expect(corner.elementIndex == 2 && corner.point == CGPoint(x: 10, y: 0))
        #expect(abs(corner.angle - .pi / 2) < 1e-12)
        #expect(measure.position(atFraction: 1)?.point == CGPoint(x: 10, y: 10))
        #expect(measure.position(atFraction: 2)?.point == CGPoint(x: 10, y: 10))
        #expect(measure.position(atFraction: -1)?.point == .zero)
    }

    @Test func distanceOnCurveIsArcLength() throws {
        let circle = CGMutablePath()
        circle.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi, clockwise: false)
        let measure = PathMeasurement(circle)
        let quarter = try #require(measure.position(atFraction: 0.5))
        #expect(isClose(quarter.point, CGPoint(x: 0, y: 100), within: 0.05))
        #expect(abs(quarter.tangent.dx + 1) < 1e-3)
    }

    @Test func positionWithinElement() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
        let measure = PathMeasurement(path)
        let middle = try #require(measure.position(inElement: 1, atFraction: 0.5))
        #expect(isClose(middle.point, CGPoint(x: 5, y: 2.5), within: 1e-6))
        #expect(measure.position(inElement: 0, atFraction: 0.5) == nil)
        #expect(measure.position(inElement: 9, atFraction: 0.5) == nil)
    }

    @Test func emptyPathHasNoPositions() {
        let measure = PathMeasurement(CGMutablePath())
        #expect(measure.length == 0)
        #expect(measure.position(atFraction: 0.5) == nil)
        #expect(measure.trimmedPath(fromFraction: 0, toFraction: 1).isEmpty)
    }

    @Test func trimmingKeepsTheRequestedStretch() {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let measure = PathMeasurement(rect)
        let half = measure.trimmedPath(fromFraction: 0, toFraction: 0.5)
        #expect(elements(of: half).map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint])
        #expect(half.currentPoint == CGPoint(x: 10, y: 10))
        let middle = measure.trimmedPath(fromFraction: 0.125, toFraction: 0.375)
        #expect(elements(of: middle).first?.1 == [CGPoint(x: 5, y: 0)])
        #expect(middle.currentPoint == CGPoint(x: 10, y: 5))
        #expect(abs(middle.length - 10) < 1e-12)
        let whole = measure.trimmedPath(fromFraction: 0, toFraction: 1)
        #expect(whole == rect)
        #expect(measure.trimmedPath(fromFraction: 0.6, toFraction: 0.4).isEmpty)
    }

    @Test func trimmingCurvesSplitsThemExactly() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        let measure = PathMeasurement(circle)
        let quarter = measure.trimmedPath(fromFraction: 0, toFraction: 0.25)
        #expect(isClose(quarter.currentPoint, CGPoint(x: 0, y: 10), within: 1e-3))
        #expect(abs(quarter.length - measure.length / 4) < 1e-3)
    }

    @Test func separateSubpathsStartWithMoves() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 10, y: 0)])
        path.addLines(between: [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
        let trimmed = PathMeasurement(path).trimmedPath(fromFraction: 0.25, toFraction: 0.75)
        #expect(elements(of: trimmed).map(\.0) == [.moveToPoint, .addLineToPoint, .moveToPoint, .addLineToPoint])
        #expect(abs(trimmed.length - 10) < 1e-12)
    }
}
