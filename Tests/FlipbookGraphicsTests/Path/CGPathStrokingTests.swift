import Foundation
import Testing
@testable import FlipbookGraphics

@Suite("CGPath stroke and dash copies")
struct CGPathStrokingTests {
    private func line() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        return path
    }

    @Test func strokedCopyIsTheStrokeArea() {
        let outline = line().copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 5, y: 0.9)))
        #expect(!outline.contains(CGPoint(x: 5, y: 1.1)))
        #expect(!outline.contains(CGPoint(x: 10.5, y: 0)))
        #expect(outline.boundingBoxOfPath == CGRect(x: 0, y: -1, width: 10, height: 2))
    }

    @Test func capsExtendTheStroke() {
        let square = line().copy(strokingWithWidth: 2, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: 10.9, y: 0.9)))
        let round = line().copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 10.9, y: 0)) && !round.contains(CGPoint(x: 10.9, y: 0.9)))
    }

    @Test func joinsFollowTheMiterLimit() {
        let corner = CGMutablePath()
        corner.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        let mitered = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(mitered.contains(CGPoint(x: 10.9, y: -0.9)))
        let bevelled = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!bevelled.contains(CGPoint(x: 10.9, y: -0.9)))
        let limited = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 1)
        #expect(!limited.contains(CGPoint(x: 10.9, y: -0.9)))
    }

    /// Found by `scripts/fuzz path`: a round cap of a huge line width was bisected until the chord error fell
    /// under 0.1 px — millions of points for a width of 1e12, a timeout for 1e300. Each half turn now gets at
    /// most 512 chords.
    @Test(arguments: [1e6, 1e12, 1e300])
    func roundEndsOfAHugeWidthAreBounded(width: Double) {
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 3, y: 4))
        dot.addLine(to: CGPoint(x: 3, y: 4))
        let disc = dot.copy(strokingWithWidth: width, lineCap: .round, lineJoin: .round, miterLimit: 10)
        var elements = 0
        disc.applyWithBlock { _ in elements += 1 }
        #expect(elements > 0 && elements <= 2 * 512 + 2)
        if width < 1e150 {   // beyond, the squares in the winding test overflow to ∞: only the bound is checked
            #expect(disc.contains(CGPoint(x: 3, y: 4)))
        }
    }

    @Test func roundEndsStayWithinTheToleranceBelowTheBisectionLimit() {
        let dot = CGMutablePath()
        dot.move(to: .zero)
        dot.addLine(to: .zero)
        let radius = 20_000.0
        let disc = dot.copy(strokingWithWidth: 2 * radius, lineCap: .round, lineJoin: .round, miterLimit: 10)
        for step in 0..<64 {
            let angle = Double(step) * .pi / 32 + 0.01
            #expect(disc.contains(CGPoint(x: (radius - 0.1) * cos(angle), y: (radius - 0.1) * sin(angle))))
            #expect(!disc.contains(CGPoint(x: (radius + 0.01) * cos(angle), y: (radius + 0.01) * sin(angle))))
        }
    }

    @Test func strokedCopyHonoursTheTransform() {
        let outline = line().copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                  transform: CGAffineTransform(translationX: 0, y: 100))
        #expect(outline.contains(CGPoint(x: 5, y: 100.5)))
    }

    @Test func dashedCopySplitsTheLine() {
        let dashed = line().copy(dashingWithPhase: 0, lengths: [2, 3])
        let moves = elements(of: dashed).filter { $0.0 == .moveToPoint }.map { $0.1[0] }
        #expect(moves == [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0)])
        #expect(abs(dashed.length - 4) < 1e-9)
        let shifted = line().copy(dashingWithPhase: 1, lengths: [2, 3])
        #expect(abs(shifted.length - 4) < 1e-9)  // 0–1, 4–6, 9–10
        #expect(elements(of: shifted).filter { $0.0 == .moveToPoint }.count == 3)
        #expect(line().copy(dashingWithPhase: 0, lengths: []) == line())
    }

    /// Found by `scripts/fuzz path`: a dashed copy has no output to bound it, so a 10⁻⁶ pattern along a 10-unit
    /// line asked for 10⁷ dashes (and a dash of 1 along a line to 10¹⁸, 10¹⁸). Past 2²⁰ dashes the copy is the
    /// path undashed, as its stroke would look solid.
    @Test func tooFineADashedCopyIsThePathUndashed() {
        #expect(line().copy(dashingWithPhase: 0, lengths: [1e-6]) == line())
        let far = CGMutablePath()
        far.move(to: .zero)
        far.addLine(to: CGPoint(x: 1e18, y: 0))
        #expect(far.copy(dashingWithPhase: 0, lengths: [1, 1]) == far)
        let long = CGMutablePath()
        long.move(to: .zero)
        long.addLine(to: CGPoint(x: 1_000_000, y: 0))
        let dashed = long.copy(dashingWithPhase: 0, lengths: [1, 1])   // 500,000 dashes: under the limit
        #expect(elements(of: dashed).filter { $0.0 == .moveToPoint }.count == 500_000)
    }
}
