import Foundation
import Testing
@testable import FlipbookGraphics

/// The elements of a path as `(type, points)` pairs, read through `applyWithBlock`.
func elements(of path: CGPath) -> [(CGPathElementType, [CGPoint])] {
    var result: [(CGPathElementType, [CGPoint])] = []
    path.applyWithBlock { element in
        let count = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2,
                     .addCurveToPoint: 3, .closeSubpath: 0][element.pointee.type]!
        result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
    }
    return result
}

func isClose(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite("CGPath construction")
struct CGPathConstructionTests {
    @Test func rectPathRunsCounterclockwiseFromOrigin() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        let list = elements(of: path)
        #expect(list.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(list.flatMap(\.1) == [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)])
    }

    @Test func ellipseIsFourCurvesFromMaxXMidY() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let list = elements(of: path)
        #expect(list.map(\.0) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        #expect(list[0].1 == [CGPoint(x: 20, y: 5)])
        #expect(list[1].1.last == CGPoint(x: 10, y: 10))
        #expect(list[2].1.last == CGPoint(x: 0, y: 5))
        #expect(list[4].1.last == CGPoint(x: 20, y: 5))
    }

    @Test func transformIsAppliedToTheGeometry() {
        var t = CGAffineTransform(translationX: 10, y: 0)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &t)
        #expect(path.boundingBox == CGRect(x: 10, y: 0, width: 1, height: 1))
        let mutable = CGMutablePath()
        mutable.move(to: .zero, transform: CGAffineTransform(scaleX: 2, y: 2))
        mutable.addLine(to: CGPoint(x: 1, y: 1), transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(mutable.currentPoint == CGPoint(x: 2, y: 2))
    }

    @Test func lineWithoutCurrentPointIsIgnored() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.closeSubpath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
    }

    @Test func closeReturnsCurrentPointToSubpathStartAndLaterDrawingStartsThere() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 1, y: 9))
        #expect(elements(of: path).map(\.0) == [.moveToPoint, .addLineToPoint, .closeSubpath,
                                                 .moveToPoint, .addLineToPoint])
    }

    @Test func arcCounterclockwiseSweepsTowardsIncreasingAngles() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let list = elements(of: path)
        #expect(list.map(\.0) == [.moveToPoint, .addCurveToPoint])
        #expect(list[0].1 == [CGPoint(x: 10, y: 0)])
        #expect(isClose(list[1].1[2], CGPoint(x: 0, y: 10)))
        // The short way round stays in the first quadrant.
        #expect(path.boundingBoxOfPath.minX > -1e-9 && path.boundingBoxOfPath.minY > -1e-9)
    }

    @Test func arcClockwiseTakesTheLongWayForAnIncreasingEndAngle() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // 270° clockwise (in y-up space): through (0, -10) and (-10, 0).
        let box = path.boundingBoxOfPath
        #expect(isClose(box.origin, CGPoint(x: -10, y: -10)) && isClose(CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: 10, y: 10)))
        #expect(path.contains(CGPoint(x: -5, y: -5)))
        // Quarter-turn cubics are at most 0.03 % off the circle.
        #expect(abs(PathMeasurement(path).length - 15 * .pi) < 15 * .pi * 3e-4)
    }

    @Test func fullTurnArcIsACircleOnlyInItsDirection() {
        let full = CGMutablePath()
        full.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(abs(full.length - 2 * .pi) < 2 * .pi * 3e-4)
        let nothing = CGMutablePath()
        nothing.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(nothing.length == 0)
        #expect(elements(of: nothing).map(\.0) == [.moveToPoint])
    }

    @Test func arcInFlippedSpaceLooksClockwiseOnScreen() {
        // UIKit-style space: y grows downwards. clockwise: false in CG terms goes from 3 o'clock
        // towards increasing y, i.e. down the screen first: clockwise as seen.
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 100)
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let end = path.copy(using: [flip])?.currentPoint
        #expect(end.map { isClose($0, CGPoint(x: 50, y: 40)) } == true)
    }

    @Test func arcAfterCurrentPointAddsConnectingLine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 10, y: 0), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(elements(of: path).map(\.0) == [.moveToPoint, .addLineToPoint, .addCurveToPoint, .addCurveToPoint])
    }

    @Test func tangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        let list = elements(of: path)
        #expect(list[1].0 == .addLineToPoint && isClose(list[1].1[0], CGPoint(x: 6, y: 0)))
        #expect(isClose(path.currentPoint, CGPoint(x: 10, y: 4)))
        let collinear = CGMutablePath()
        collinear.move(to: .zero)
        collinear.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 3)
        #expect(collinear.currentPoint == CGPoint(x: 5, y: 0))
    }

    @Test func relativeArcSweepsDelta() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 2, startAngle: .pi / 2, delta: -.pi)
        #expect(isClose(path.currentPoint, CGPoint(x: 0, y: -2)))
        #expect(path.boundingBoxOfPath.minX > -1e-9)
    }

    @Test func roundedRectCornersAreQuarterEllipses() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 8, cornerHeight: 5,
                          transform: nil)
        #expect(elements(of: path).first?.1 == [CGPoint(x: 8, y: 0)])
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 3, y: 3)))
        let square = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 4, height: 4), cornerWidth: 0, cornerHeight: 1,
                            transform: nil)
        #expect(square == CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil))
    }

    @Test func addLinesRectsAndPathAppend() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
        path.addRects([CGRect(x: 5, y: 5, width: 1, height: 1), CGRect(x: 7, y: 7, width: 1, height: 1)])
        path.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil),
                     transform: CGAffineTransform(translationX: 20, y: 0))
        #expect(elements(of: path).count == 3 + 5 + 5 + 5)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 21, height: 8))
    }

    @Test func concurrentAppendsAreAllKept() async {
        let path = CGMutablePath()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<100 { path.addRect(CGRect(x: task, y: index, width: 1, height: 1)) }
                }
            }
        }
        #expect(elements(of: path).count == 8 * 100 * 5)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 8, height: 100))
    }

    @Test func copiesAreIndependentAndEqual() throws {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        let frozen = try #require(path.copy())
        let mutable = try #require(path.mutableCopy())
        #expect(frozen == path && mutable == path)
        mutable.addLine(to: CGPoint(x: 9, y: 9))
        #expect(mutable != path)
        #expect(frozen == path)
    }
}

@Suite("CGPath geometry queries")
struct CGPathGeometryTests {
    @Test func boundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 0, y: 40), control2: CGPoint(x: 30, y: 40))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 40))
        // The cubic's peak is at t = 1/2: 3/4 of the control height.
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.height - 30) < 1e-9 && tight.width == 30)
    }

    @Test func emptyPathHasNullBounds() {
        #expect(CGMutablePath().boundingBox.isNull)
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
    }

    @Test func quadCurveExtremum() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(abs(path.boundingBoxOfPath.height - 5) < 1e-9)
    }

    @Test func containsFollowsFillRules() {
        // Two nested squares with the same orientation: winding 2 in the middle.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        let middle = CGPoint(x: 5, y: 5)
        #expect(path.contains(middle, using: .winding))
        #expect(!path.contains(middle, using: .evenOdd))
        #expect(path.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 11, y: 5)))
    }

    @Test func containsTreatsOpenSubpathsAsClosed() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(path.contains(CGPoint(x: 2, y: 2)))
        #expect(!path.contains(CGPoint(x: 6, y: 6)))
    }

    @Test func containsHonoursTransform() {
        let circle = CGPath(ellipseIn: CGRect(x: -1, y: -1, width: 2, height: 2), transform: nil)
        #expect(!circle.contains(CGPoint(x: 10, y: 0)))
        #expect(circle.contains(CGPoint(x: 10, y: 0), transform: CGAffineTransform(translationX: 10, y: 0)))
        #expect(circle.contains(CGPoint(x: 0.99, y: 0)))
        #expect(!circle.contains(CGPoint(x: 0.71, y: 0.71)))
    }
}
