import Testing
@testable import FlipbookRaster

@Suite("Stroker and dashes")
struct StrokeTests {
    typealias S = RasterTestSupport

    private func strokedArea(_ path: RasterPath, _ style: StrokeStyle, size: Int = 120) -> Double {
        var p = S.canvas(size, size)
        Painter().stroke(path, style: style, in: &p, paint: S.opaqueWhite)
        return S.coveredArea(p)
    }

    private var horizontalLine: RasterPath {
        var path = RasterPath()
        path.move(to: Vec2(20.3, 40.6))
        path.line(to: Vec2(80.3, 40.6))
        return path
    }

    @Test("caps: butt adds nothing, square adds w/2 at each end, round adds a disc", arguments: [
        (LineCap.butt, 600.0), (.square, 700.0), (.round, 600.0 + Double.pi * 25),
    ])
    func caps(cap: LineCap, expected: Double) {
        let area = strokedArea(horizontalLine, StrokeStyle(width: 10, cap: cap))
        #expect(abs(area - expected) / expected < 0.005)
    }

    @Test("joins: miter fills the corner square, bevel half of it, round a quarter disc", arguments: [
        (LineJoin.miter, 1200.0), (.bevel, 1187.5), (.round, 1175.0 + Double.pi * 25 / 4),
    ])
    func joins(join: LineJoin, expected: Double) {
        var path = RasterPath()
        path.move(to: Vec2(20, 20)); path.line(to: Vec2(80, 20)); path.line(to: Vec2(80, 80))
        let area = strokedArea(path, StrokeStyle(width: 10, join: join))
        #expect(abs(area - expected) < 1.0)
    }

    @Test("a miter longer than the limit becomes a bevel")
    func miterLimit() {
        var path = RasterPath()
        path.move(to: Vec2(10, 60)); path.line(to: Vec2(100, 55)); path.line(to: Vec2(10, 50))
        let sharp = strokedArea(path, StrokeStyle(width: 6, join: .miter, miterLimit: 100))
        let limited = strokedArea(path, StrokeStyle(width: 6, join: .miter, miterLimit: 4))
        let bevel = strokedArea(path, StrokeStyle(width: 6, join: .bevel))
        #expect(sharp > limited + 20)
        #expect(abs(limited - bevel) < 0.01)
    }

    @Test("closed rectangle stroke covers the ring between the offset outlines")
    func closedRing() {
        var path = RasterPath()
        path.addRect(x: 20, y: 20, width: 60, height: 40)
        let area = strokedArea(path, StrokeStyle(width: 4))
        #expect(abs(area - (64 * 44 - 56 * 36)) < 0.5)
    }

    @Test("a thick stroked circle covers its annulus within 0.5 % (inner joins of short segments)")
    func annulus() {
        var path = RasterPath()
        path.addEllipse(x: 30.3, y: 29.8, width: 60, height: 60)
        let area = strokedArea(path, StrokeStyle(width: 12, join: .round))
        let expected = Double.pi * (36.0 * 36.0 - 24.0 * 24.0)
        #expect(abs(area - expected) / expected < 0.005)
    }

    @Test("a sharp inner turn on short segments still covers the whole pen (pivot join)")
    func sharpInnerTurn() {
        var path = RasterPath()
        path.move(to: Vec2(20, 60)); path.line(to: Vec2(60, 60)); path.line(to: Vec2(58, 57)); path.line(to: Vec2(20, 55))
        var p = S.canvas(120, 120)
        Painter().stroke(path, style: StrokeStyle(width: 8, join: .bevel), in: &p, paint: S.opaqueWhite)
        #expect(S.alpha(p, 40, 58) == 255)
        #expect(S.alpha(p, 57, 60) == 255)
    }

    @Test("dashes [10, 10] on a 100 px line draw 5 dashes; the phase shifts them")
    func dashes() {
        var path = RasterPath()
        path.move(to: Vec2(10, 20)); path.line(to: Vec2(110, 20))
        var p = S.canvas(120, 40)
        Painter().stroke(path, style: StrokeStyle(width: 4, dashes: [10, 10]), in: &p, paint: S.opaqueWhite)
        #expect(abs(S.coveredArea(p) - 200) < 0.5)
        #expect(S.alpha(p, 15, 19) == 255)
        #expect(S.alpha(p, 25, 19) == 0)
        var q = S.canvas(120, 40)
        Painter().stroke(path, style: StrokeStyle(width: 4, dashes: [10, 10], dashPhase: 5), in: &q, paint: S.opaqueWhite)
        #expect(abs(S.coveredArea(q) - 200) < 0.5)
        #expect(S.alpha(q, 17, 19) == 0)
        #expect(S.alpha(q, 27, 19) == 255)
        let dashed = Dasher.dash(path, pattern: [10, 10], phase: 0)
        #expect(dashed.elements.filter { if case .move = $0 { return true } else { return false } }.count == 5)
    }

    @Test("zero-length dashes with round caps draw dots")
    func dots() {
        var path = RasterPath()
        path.move(to: Vec2(10, 20)); path.line(to: Vec2(110, 20))
        let area = strokedArea(path, StrokeStyle(width: 6, cap: .round, dashes: [0, 20]))
        // Dots at 0, 20, 40, 60, 80, 100.
        let expected = 6 * Double.pi * 9
        #expect(abs(area - expected) / expected < 0.01)
    }

    @Test("a closed dashed path joins its last and first dash")
    func closedDashJoin() {
        var path = RasterPath()
        path.addRect(x: 10, y: 10, width: 40, height: 40)
        let dashed = Dasher.dash(path, pattern: [30, 10], phase: 0)
        // 160 px perimeter: dashes at 0–30, 40–70, 80–110, 120–150, and 160 wraps into the first one (none left).
        let subpaths = dashed.elements.filter { if case .move = $0 { return true } else { return false } }.count
        #expect(subpaths == 4)
        let shifted = Dasher.dash(path, pattern: [30, 10], phase: 15)
        // Phase 15: 0–15, 25–55, 65–95, 105–135, 145–160 → the last joins the first.
        let shiftedCount = shifted.elements.filter { if case .move = $0 { return true } else { return false } }.count
        #expect(shiftedCount == 4)
    }

    @Test("non-positive widths stroke nothing")
    func zeroWidth() {
        #expect(Stroker.outline(of: horizontalLine, style: StrokeStyle(width: 0)).isEmpty)
    }
}
