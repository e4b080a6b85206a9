import Foundation
import Testing
@testable import FlipbookRaster

/// Dashing does work for what can reach the output only (docs/core-graphics.md, "Bad input"): a visible box
/// keeps the dashes of a path reaching 10¹⁸ to those inside it, and a pattern finer than half a pixel is drawn
/// as its average coverage. Without the bounds these probes grew to 5.2 GB, so they run in child processes.
@Suite("Dashes bounded by the output")
struct DashBoundsTests {
    typealias S = RasterTestSupport

    private static func line(from a: Vec2, to b: Vec2) -> RasterPath {
        var path = RasterPath()
        path.move(to: a)
        path.line(to: b)
        return path
    }

    @Test("a dashed line to x = 10¹⁸ is cut inside the visible box only, with the pattern's phase kept")
    func farLine() async {
        await #expect(processExitsWith: .success) {
            let flat = FlattenedPath(DashBoundsTests.line(from: Vec2(-1e18, 5), to: Vec2(1e18, 5)))
            let box = BoundingBox(minX: 0, minY: 0, maxX: 100, maxY: 10)
            let dashes = Dasher.dash(flat, pattern: [2, 2], phase: 0, visible: box)
            // 100 units of a 4-unit period: 25 dashes, one more where a dash straddles an edge.
            guard (25...26).contains(dashes.contours.count),
                  dashes.points.allSatisfy({ $0.x >= 0 && $0.x <= 100 && $0.y == 5 }) else { exit(1) }
        }
    }

    @Test("the pattern's phase is kept across the part outside the box")
    func phaseKept() {
        let flat = FlattenedPath(Self.line(from: Vec2(-1000, 5), to: Vec2(100, 5)))
        let box = BoundingBox(minX: 0, minY: 0, maxX: 100, maxY: 10)
        let bounded = Dasher.dash(flat, pattern: [3, 2, 1, 2], phase: 0.5, visible: box)
        let unbounded = Dasher.dash(flat, pattern: [3, 2, 1, 2], phase: 0.5)
        func starts(_ dashes: FlattenedPath) -> [Double] {
            dashes.contours.map { dashes.points[$0.range.lowerBound].x }.filter { $0 > 0 && $0 < 100 }
        }
        #expect(starts(bounded) == starts(unbounded))
        #expect(starts(bounded).count == 24)
    }

    @Test("inside the visible box the dashes are the unbounded dasher's, point for point")
    func sameDashesInside() {
        var path = RasterPath()
        path.move(to: Vec2(10, 10)); path.line(to: Vec2(90, 10)); path.line(to: Vec2(90, 70)); path.close()
        let flat = FlattenedPath(path)
        let box = BoundingBox(minX: 0, minY: 0, maxX: 100, maxY: 100)
        let bounded = Dasher.dash(flat, pattern: [7, 3, 1, 3], phase: 2.5, visible: box)
        let unbounded = Dasher.dash(flat, pattern: [7, 3, 1, 3], phase: 2.5)
        #expect(bounded.points == unbounded.points)
        #expect(bounded.contours == unbounded.contours)
    }

    @Test("a closed contour leaving the box keeps its dashes joined only where they meet at its start")
    func closedContourLeavingBox() {
        var path = RasterPath()
        path.move(to: Vec2(10, 10)); path.line(to: Vec2(1e9, 10)); path.line(to: Vec2(10, 50)); path.close()
        let box = BoundingBox(minX: 0, minY: 0, maxX: 60, maxY: 60)
        let dashes = Dasher.dash(FlattenedPath(path), pattern: [5, 5], phase: 0, visible: box)
        // Every dash lies within the box, and none spans the gap through the far corner.
        #expect(dashes.points.allSatisfy { $0.x >= 0 && $0.x <= 60 && $0.y >= 0 && $0.y <= 60 })
        #expect(dashes.contours.allSatisfy { contour in
            zip(dashes.points[contour.range], dashes.points[contour.range].dropFirst()).allSatisfy { ($1 - $0).length <= 5.000_001 }
        })
    }

    @Test("stroking a dashed line through x = 10¹⁸ draws the same pixels as the dashed line within the target")
    func strokeThroughFarPoint() async {
        await #expect(processExitsWith: .success) {
            let style = StrokeStyle(width: 3, dashes: [4, 4])
            var far = S.canvas(64, 16), near = S.canvas(64, 16)
            Painter().stroke(DashBoundsTests.line(from: Vec2(0, 8), to: Vec2(1e18, 8)), style: style, in: &far,
                             paint: S.opaqueWhite)
            Painter().stroke(DashBoundsTests.line(from: Vec2(0, 8), to: Vec2(100, 8)), style: style, in: &near,
                             paint: S.opaqueWhite)
            guard far == near, near.components(x: 2, y: 8).a == 255, near.components(x: 6, y: 8).a == 0 else { exit(1) }
        }
    }

    @Test("a dash pattern finer than half a pixel strokes solid at its average coverage",
          arguments: [(LineCap.butt, [1e-6], 128), (.butt, [3e-7, 1e-7], 191), (.round, [1e-6, 1e-6], 255)])
    func fineDashes(cap: LineCap, pattern: [Double], alpha: Int) {
        var canvas = S.canvas(40, 12)
        Painter().stroke(Self.line(from: Vec2(0, 6), to: Vec2(40, 6)), style: StrokeStyle(width: 4, cap: cap, dashes: pattern),
                         in: &canvas, paint: S.opaqueWhite)
        #expect(abs(Int(canvas.components(x: 20, y: 6).a) - alpha) <= 1)
        #expect(canvas.components(x: 20, y: 1).a == 0)
    }

    @Test("the resolved style of a fine pattern has no dashes; a coarse one is unchanged")
    func resolvedStyle() {
        let fine = StrokeStyle(width: 1, dashes: [0.1, 0.3]).resolvingFineDashes(pixelsPerUnit: 1)
        #expect(fine.style.dashes.isEmpty && abs(fine.alpha - 0.25) < 1e-12)
        let coarse = StrokeStyle(width: 1, dashes: [0.1, 0.3]).resolvingFineDashes(pixelsPerUnit: 2)
        #expect(coarse.style.dashes == [0.1, 0.3] && coarse.alpha == 1)
    }
}
