import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookTransitions

/// Convex polygons cut by half-planes and rectangles.
@Suite struct ConvexPolygonTests {
    @Test func aSquareClippedToARectangleKeepsTheOverlap() {
        let square = ConvexPolygon(points: [Vec2(-10, -10), Vec2(10, -10), Vec2(10, 10), Vec2(-10, 10)])
        let clipped = square.clipped(to: CGRect(x: 0, y: 5, width: 40, height: 40))
        #expect(clipped.area == 50)
        #expect(Set(clipped.points) == [Vec2(0, 5), Vec2(10, 5), Vec2(10, 10), Vec2(0, 10)])
    }

    @Test func aHalfPlaneKeepsTheSideTheTurnReaches() {
        let square = ConvexPolygon(points: [Vec2(0, 0), Vec2(4, 0), Vec2(4, 4), Vec2(0, 4)])
        // Along +x, the side reached by turning toward +y: y ≥ 1.
        #expect(square.keeping(sideOfLineThrough: Vec2(0, 1), along: Vec2(1, 0)).area == 12)
        #expect(square.keeping(sideOfLineThrough: Vec2(0, 1), along: Vec2(-1, 0)).area == 4)
        #expect(square.keeping(sideOfLineThrough: Vec2(0, 9), along: Vec2(1, 0)).points.isEmpty)
    }

    @Test func aRegularHexagonHasTheTextbookArea() {
        let hexagon = ConvexPolygon.regular(sides: 6, centre: Vec2(3, 4), radius: 2, rotation: 0.3)
        #expect(abs(hexagon.area - 3 * 3.0.squareRoot() / 2 * 4) < 1e-12)
    }

    @Test func aPolygonBecomesAFanOfTrianglesAndNothingWhenEmpty() throws {
        let pentagon = ConvexPolygon.regular(sides: 5, centre: .zero, radius: 1, rotation: 0)
        let piece = try #require(pentagon.piece(.color(.black)))
        #expect(piece.indices == [0, 1, 2, 0, 2, 3, 0, 3, 4])
        #expect(ConvexPolygon(points: [Vec2(0, 0), Vec2(1, 1)]).piece(.color(.black)) == nil)
    }
}
