import Testing
@testable import FlipbookRaster

@Suite("Exact-area coverage")
struct CoverageTests {
    typealias S = RasterTestSupport

    @Test("a fractional rectangle covers each pixel by its exact area (±1/255), analytic fast path")
    func fractionalRectFastPath() {
        var rng = S.XorShift32(state: 99)
        for _ in 0..<20 {
            let l = 2 + rng.unit() * 20, t = 2 + rng.unit() * 20
            let r = l + 0.3 + rng.unit() * 15, b = t + 0.3 + rng.unit() * 15
            var p = S.canvas(48, 48)
            var path = RasterPath()
            path.addRect(x: l, y: t, width: r - l, height: b - t)
            #expect(path.axisAlignedRectangle != nil)
            Painter().fill(path, in: &p, paint: S.opaqueWhite)
            for y in 0..<48 { for x in 0..<48 {
                let expected = S.overlap(x: x, y: y, l, t, r, b) * 255
                #expect(abs(Double(S.alpha(p, x, y)) - expected) <= 1, "pixel \(x),\(y)")
            } }
        }
    }

    @Test("a fractional rectangle as a general polygon covers each pixel by its exact area (±1/255)")
    func fractionalRectGeneralPath() {
        var rng = S.XorShift32(state: 7)
        for _ in 0..<20 {
            let l = 2 + rng.unit() * 20, t = 2 + rng.unit() * 20
            let r = l + 0.3 + rng.unit() * 15, b = t + 0.3 + rng.unit() * 15
            var p = S.canvas(48, 48)
            var path = RasterPath()
            path.move(to: Vec2(l, t))
            path.line(to: Vec2((l + r) / 2, t))   // a collinear extra vertex defeats the rectangle fast path
            path.line(to: Vec2(r, t))
            path.line(to: Vec2(r, b))
            path.line(to: Vec2(l, b))
            path.close()
            #expect(path.axisAlignedRectangle == nil)
            Painter().fill(path, in: &p, paint: S.opaqueWhite)
            for y in 0..<48 { for x in 0..<48 {
                let expected = S.overlap(x: x, y: y, l, t, r, b) * 255
                #expect(abs(Double(S.alpha(p, x, y)) - expected) <= 1, "pixel \(x),\(y)")
            } }
        }
    }

    @Test("circles cover πr² within 0.5 %", arguments: [10.0, 31.7, 90.2])
    func circleArea(radius: Double) {
        var p = S.canvas(200, 200)
        var path = RasterPath()
        path.addEllipse(x: 100.37 - radius, y: 99.81 - radius, width: 2 * radius, height: 2 * radius)
        Painter().fill(path, in: &p, paint: S.opaqueWhite)
        let expected = Double.pi * radius * radius
        #expect(abs(S.coveredArea(p) - expected) / expected < 0.005)
    }

    @Test("arc-built circle covers πr² within 0.5 %")
    func arcCircleArea() {
        var p = S.canvas(120, 120)
        var path = RasterPath()
        path.addArc(center: Vec2(60.25, 59.5), radius: 40, startAngle: 0, sweepAngle: 2 * Double.pi)
        path.close()
        Painter().fill(path, in: &p, paint: S.opaqueWhite)
        let expected = Double.pi * 1600
        #expect(abs(S.coveredArea(p) - expected) / expected < 0.005)
    }

    @Test("even-odd leaves the centre of a self-overlapping star empty, non-zero fills it")
    func evenOddVersusNonZero() {
        var star = RasterPath()
        for k in 0..<5 {
            let (s, c) = DeterministicMath.sinCos(-Double.pi / 2 + Double(k) * 4 * Double.pi / 5)
            let p = Vec2(50 + 40 * c, 50 + 40 * s)
            if k == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        var nonZero = S.canvas(100, 100), evenOdd = S.canvas(100, 100)
        Painter().fill(star, in: &nonZero, paint: S.opaqueWhite, rule: .nonZero)
        Painter().fill(star, in: &evenOdd, paint: S.opaqueWhite, rule: .evenOdd)
        #expect(S.alpha(nonZero, 50, 52) == 255)
        #expect(S.alpha(evenOdd, 50, 52) == 0)
        // A tip (winding 1) is inside under both rules.
        #expect(S.alpha(nonZero, 50, 16) == 255)
        #expect(S.alpha(evenOdd, 50, 16) == 255)
        #expect(S.coveredArea(nonZero) > S.coveredArea(evenOdd))
    }

    @Test("opposite windings cancel under non-zero; a hole appears")
    func windingCancels() {
        var path = RasterPath()
        path.addRect(x: 10, y: 10, width: 40, height: 40)
        // Inner rectangle traversed the other way.
        path.move(to: Vec2(20, 20)); path.line(to: Vec2(20, 40)); path.line(to: Vec2(40, 40)); path.line(to: Vec2(40, 20)); path.close()
        var p = S.canvas(60, 60)
        Painter().fill(path, in: &p, paint: S.opaqueWhite)
        #expect(S.alpha(p, 30, 30) == 0)
        #expect(S.alpha(p, 15, 15) == 255)
        #expect(abs(S.coveredArea(p) - 1200) < 0.5)
    }

    @Test("shapes crossing the canvas edges are clipped without artefacts")
    func clippedAtEdges() {
        var path = RasterPath()
        path.addEllipse(x: -30.5, y: -20.25, width: 100, height: 140)
        var p = S.canvas(50, 50)
        Painter().fill(path, in: &p, paint: S.opaqueWhite)
        #expect(S.alpha(p, 0, 0) == 255)
        #expect(S.alpha(p, 49, 49) == 0 || S.alpha(p, 49, 49) == 255)
        var q = S.canvas(50, 50)
        var rect = RasterPath()
        rect.move(to: Vec2(-10, -10)); rect.line(to: Vec2(70, -10)); rect.line(to: Vec2(70, 70)); rect.line(to: Vec2(-5, 70)); rect.close()
        Painter().fill(rect, in: &q, paint: S.opaqueWhite)
        #expect(q.pixels.allSatisfy { $0 >> 24 == 255 })
    }

    @Test("aliased fills have only 0 or 255 coverage")
    func aliased() {
        var path = RasterPath()
        path.addEllipse(x: 5.3, y: 5.7, width: 30, height: 20)
        var p = S.canvas(40, 40)
        Painter().fill(path, in: &p, paint: S.opaqueWhite, antialias: false)
        #expect(p.pixels.allSatisfy { $0 >> 24 == 0 || $0 >> 24 == 255 })
        #expect(abs(S.coveredArea(p) - Double.pi * 150) / (Double.pi * 150) < 0.05)
    }
}
