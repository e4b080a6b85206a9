import Foundation
import Testing
@testable import FlipbookGraphics

@Suite("CGContext painting")
struct CGContextPaintingTests {
    /// The exact area of the unit pixel `(px, py)` (device space, y down) covered by `rect` (device space).
    private func coverage(_ rect: CGRect, px: Int, py: Int) -> CGFloat {
        let cell = CGRect(x: px, y: py, width: 1, height: 1).intersection(rect)
        return cell.isNull ? 0 : cell.width * cell.height
    }

    @Test func fractionalRectCoversExactlyItsArea() throws {
        let context = try makeRGBAContext(width: 40, height: 30)
        context.setFillColor(gray: 1, alpha: 1)
        let rect = CGRect(x: 3.25, y: 4.6, width: 20.5, height: 11.3)
        context.fill(rect)
        // In device space (y down) the rect spans rows height − maxY ..< height − minY.
        let device = CGRect(x: rect.minX, y: 30 - rect.maxY, width: rect.width, height: rect.height)
        var total = 0
        for row in 0..<30 {
            for x in 0..<40 {
                let expected = Int((coverage(device, px: x, py: row) * 255).rounded())
                #expect(abs(context.alpha(x: x, row: row) - expected) <= 1, "pixel (\(x), \(row))")
                total += context.alpha(x: x, row: row)
            }
        }
        #expect(abs(CGFloat(total) / 255 - rect.width * rect.height) < 0.5)
    }

    @Test func ellipseAreaIsWithinHalfAPercent() throws {
        let context = try makeRGBAContext(width: 64, height: 64)
        context.fillEllipse(in: CGRect(x: 7.3, y: 5.1, width: 50, height: 41))
        var total = 0
        for row in 0..<64 { for x in 0..<64 { total += context.alpha(x: x, row: row) } }
        let area = CGFloat.pi * 25 * 20.5
        #expect(abs(CGFloat(total) / 255 - area) / area < 0.005)
    }

    @Test func defaultFillColorIsOpaqueBlack() throws {
        let context = try makeRGBAContext(width: 2, height: 2)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.bytes(x: 0, row: 0) == [0, 0, 0, 255])
    }

    @Test func fillPathConsumesThePathAndClosesOpenSubpaths() throws {
        let context = try makeRGBAContext(width: 10, height: 10)
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 10, y: 0))
        context.addLine(to: CGPoint(x: 10, y: 10))
        #expect(!context.isPathEmpty)
        context.fillPath()
        #expect(context.isPathEmpty)
        // Lower-right triangle in y-up space: bottom-right of the image is painted, top-left is not.
        #expect(context.alpha(x: 9, row: 8) == 255)
        #expect(context.alpha(x: 1, row: 1) == 0)
    }

    @Test func evenOddLeavesTheHoleOfNestedRects() throws {
        let context = try makeRGBAContext(width: 20, height: 20)
        context.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        context.fillPath(using: .evenOdd)
        #expect(context.alpha(x: 10, row: 10) == 0)
        #expect(context.alpha(x: 2, row: 2) == 255)
        context.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        context.fillPath(using: .winding)
        #expect(context.alpha(x: 10, row: 10) == 255)
    }

    @Test func pathPointsAreMappedByTheCTMWhenAdded() throws {
        let context = try makeRGBAContext(width: 20, height: 20)
        context.translateBy(x: 10, y: 10)
        context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.translateBy(x: -10, y: -10)  // later CTM changes don't move the path
        context.fillPath()
        #expect(context.alpha(x: 12, row: 7) == 255)
        #expect(context.alpha(x: 2, row: 17) == 0)
    }

    @Test func strokeWidthAndCapsCoverTheExpectedPixels() throws {
        let context = try makeRGBAContext(width: 20, height: 10)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: 5, y: 5))
        context.addLine(to: CGPoint(x: 15, y: 5))
        context.strokePath()
        // Rows 4 and 5 (device y 4...6) fully covered between x 5 and 15; butt caps end exactly there.
        #expect(context.alpha(x: 10, row: 4) == 255 && context.alpha(x: 10, row: 5) == 255)
        #expect(context.alpha(x: 10, row: 3) == 0 && context.alpha(x: 10, row: 6) == 0)
        #expect(context.alpha(x: 4, row: 4) == 0 && context.alpha(x: 15, row: 4) == 0)
        context.setLineCap(.square)
        context.move(to: CGPoint(x: 5, y: 2))
        context.addLine(to: CGPoint(x: 15, y: 2))
        context.strokePath()
        #expect(context.alpha(x: 4, row: 7) == 255 && context.alpha(x: 15, row: 7) == 255)
        #expect(context.alpha(x: 3, row: 7) == 0)
    }

    @Test func strokeRectWithWidthKeepsTheStateWidth() throws {
        let context = try makeRGBAContext(width: 20, height: 20)
        context.stroke(CGRect(x: 5, y: 5, width: 10, height: 10), width: 4)
        #expect(context.alpha(x: 3, row: 10) == 255 && context.alpha(x: 6, row: 10) == 255)
        #expect(context.alpha(x: 8, row: 10) == 0)
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.stroke(CGRect(x: 1, y: 1, width: 18, height: 18))
        // Width 1 centred on x = 1: half of columns 0 and 1.
        #expect(context.bytes(x: 0, row: 10) == [128, 0, 0, 128])
    }

    @Test func dashesAlternateAlongTheLine() throws {
        let context = try makeRGBAContext(width: 40, height: 4)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [10, 10])
        context.move(to: CGPoint(x: 0, y: 2))
        context.addLine(to: CGPoint(x: 40, y: 2))
        context.strokePath()
        #expect(context.alpha(x: 5, row: 1) == 255)
        #expect(context.alpha(x: 15, row: 1) == 0)
        #expect(context.alpha(x: 25, row: 1) == 255)
        context.clear(CGRect(x: 0, y: 0, width: 40, height: 4))
        context.setLineDash(phase: 5, lengths: [10, 10])
        context.move(to: CGPoint(x: 0, y: 2))
        context.addLine(to: CGPoint(x: 40, y: 2))
        context.strokePath()
        #expect(context.alpha(x: 2, row: 1) == 255 && context.alpha(x: 7, row: 1) == 0)
    }

    @Test func fillStrokeDrawsBoth() throws {
        let context = try makeRGBAContext(width: 20, height: 20)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(2)
        context.addRect(CGRect(x: 4, y: 4, width: 12, height: 12))
        context.drawPath(using: .fillStroke)
        #expect(context.bytes(x: 10, row: 10) == [0, 0, 255, 255])
        #expect(context.bytes(x: 4, row: 10) == [255, 0, 0, 255])
    }

    @Test func globalAlphaMultipliesTheColor() throws {
        let context = try makeRGBAContext(width: 2, height: 2)
        context.setAlpha(0.5)
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.bytes(x: 0, row: 0) == [128, 128, 128, 128])
    }

    @Test func antialiasingOffPaintsWholePixels() throws {
        let context = try makeRGBAContext(width: 10, height: 10)
        context.setShouldAntialias(false)
        context.fillEllipse(in: CGRect(x: 1.3, y: 1.3, width: 7.4, height: 7.4))
        var values = Set<Int>()
        for row in 0..<10 { for x in 0..<10 { values.insert(context.alpha(x: x, row: row)) } }
        #expect(values == [0, 255])
    }

    @Test func saveAndRestoreStateButNotThePath() throws {
        let context = try makeRGBAContext(width: 4, height: 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.saveGState()
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.translateBy(x: 2, y: 0)
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        #expect(context.ctm == .identity)
        #expect(!context.isPathEmpty)
        context.fillPath()
        #expect(context.bytes(x: 2, row: 3) == [255, 0, 0, 255])
        context.restoreGState()  // unbalanced: ignored
        #expect(context.ctm == .identity)
    }

    /// The book's pie: a quarter from 0 to π/2, counterclockwise in CG terms, centred at (10, 10).
    private func quarterPie(flipped: Bool) throws -> CGContext {
        let context = try makeRGBAContext(width: 20, height: 20)
        if flipped { context.flipToTopLeft() }
        context.move(to: CGPoint(x: 10, y: 10))
        context.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        context.closePath()
        context.fillPath()
        return context
    }

    @Test func arcClockwiseIsInYUpSpace() throws {
        // y-up upper-right quadrant = upper-right of the image (rows above the centre).
        let context = try quarterPie(flipped: false)
        #expect(context.alpha(x: 13, row: 6) == 255)
        #expect(context.alpha(x: 13, row: 13) == 0)
        // In a flipped (UIKit) space the same call paints the lower-right quadrant of the image.
        let flipped = try quarterPie(flipped: true)
        #expect(flipped.alpha(x: 13, row: 13) == 255)
        #expect(flipped.alpha(x: 13, row: 6) == 0)
    }

    @Test func blendModesFollowTheirFormulas() throws {
        let context = try makeRGBAContext(width: 5, height: 1)
        context.setFillColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let modes: [CGBlendMode] = [.normal, .multiply, .screen, .copy, .plusLighter]
        for (x, mode) in modes.enumerated() {
            context.setBlendMode(mode)
            context.fill(CGRect(x: x, y: 0, width: 1, height: 1))
        }
        #expect(context.bytes(x: 0, row: 0) == [192, 64, 64, 255])   // s + d·(1 − 0.5)
        #expect(context.bytes(x: 1, row: 0) == [128, 64, 64, 255])   // s·d + s·(1 − da) + d·(1 − sa)
        #expect(context.bytes(x: 2, row: 0) == [192, 128, 128, 255]) // s + d − s·d
        #expect(context.bytes(x: 3, row: 0) == [128, 0, 0, 128])     // s
        #expect(context.bytes(x: 4, row: 0) == [255, 128, 128, 255]) // min(1, s + d)
        context.setBlendMode(.clear)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.bytes(x: 0, row: 0) == [0, 0, 0, 0])
    }
}
