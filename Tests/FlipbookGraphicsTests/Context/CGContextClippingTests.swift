import Foundation
import Testing
@testable import FlipbookGraphics

@Suite("CGContext clipping")
struct CGContextClippingTests {
    @Test func clipToRectLimitsLaterDrawing() throws {
        let context = try makeRGBAContext(width: 10, height: 10)
        context.clip(to: CGRect(x: 2, y: 2, width: 3, height: 3))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.alpha(x: 3, row: 6) == 255)
        #expect(context.alpha(x: 1, row: 6) == 0 && context.alpha(x: 3, row: 2) == 0)
    }

    @Test func clipsIntersectAndRestoreGStateUndoesThem() throws {
        let context = try makeRGBAContext(width: 10, height: 10)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 6, height: 10))
        context.clip(to: CGRect(x: 4, y: 0, width: 6, height: 10))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.alpha(x: 5, row: 5) == 255)
        #expect(context.alpha(x: 2, row: 5) == 0 && context.alpha(x: 7, row: 5) == 0)
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.alpha(x: 2, row: 5) == 255)
    }

    @Test func clipToRectsIsTheirUnion() throws {
        let context = try makeRGBAContext(width: 10, height: 2)
        context.clip(to: [CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 6, y: 0, width: 2, height: 2)])
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 2))
        #expect((0..<10).map { context.alpha(x: $0, row: 0) } == [255, 255, 0, 0, 0, 0, 255, 255, 0, 0])
    }

    @Test func pathClipUsesTheFillRuleAndIsAntialiased() throws {
        let context = try makeRGBAContext(width: 20, height: 20)
        context.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        context.clip(using: .evenOdd)
        #expect(context.isPathEmpty)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.alpha(x: 10, row: 10) == 0 && context.alpha(x: 2, row: 10) == 255)

        let soft = try makeRGBAContext(width: 4, height: 1)
        soft.clip(to: CGRect(x: 0, y: 0, width: 1.5, height: 1))
        soft.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(soft.alpha(x: 1, row: 0) == 128)
    }

    @Test func emptyClipPathHidesEverything() throws {
        let context = try makeRGBAContext(width: 4, height: 4)
        context.clip()
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(context.alpha(x: 1, row: 1) == 0)
    }

    @Test func clearRespectsTheClip() throws {
        let context = try makeRGBAContext(width: 4, height: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1))
        context.clear(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect((0..<4).map { context.alpha(x: $0, row: 0) } == [0, 0, 255, 255])
    }
}
