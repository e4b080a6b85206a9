import Foundation
import Testing
@testable import FlipbookGraphics

@Suite("CGContext gradients")
struct CGContextGradientTests {
    private func blackToWhite() throws -> CGGradient {
        try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                colors: [CGColor(red: 0, green: 0, blue: 0, alpha: 1),
                                         CGColor(red: 1, green: 1, blue: 1, alpha: 1)] as CFArray,
                                locations: [0, 1]))
    }

    @Test func linearGradientValuesAtKnownPositions() throws {
        let context = try makeRGBAContext(width: 100, height: 1)
        context.drawLinearGradient(try blackToWhite(), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0),
                                   options: [])
        for x in [0, 25, 50, 75, 99] {
            // Pixel centres sit at x + 0.5: t = (x + 0.5) / 100.
            let expected = (CGFloat(x) + 0.5) / 100 * 255
            #expect(abs(CGFloat(context.bytes(x: x, row: 0)[0]) - expected) <= 1.5, "x = \(x)")
        }
    }

    @Test func optionsDecideWhatIsPaintedBeyondTheEnds() throws {
        let gradient = try blackToWhite()
        let bare = try makeRGBAContext(width: 10, height: 1)
        bare.drawLinearGradient(gradient, start: CGPoint(x: 3, y: 0), end: CGPoint(x: 7, y: 0), options: [])
        #expect(bare.alpha(x: 1, row: 0) == 0 && bare.alpha(x: 8, row: 0) == 0 && bare.alpha(x: 5, row: 0) == 255)
        let before = try makeRGBAContext(width: 10, height: 1)
        before.drawLinearGradient(gradient, start: CGPoint(x: 3, y: 0), end: CGPoint(x: 7, y: 0),
                                  options: .drawsBeforeStartLocation)
        #expect(before.bytes(x: 1, row: 0) == [0, 0, 0, 255] && before.alpha(x: 8, row: 0) == 0)
        let both = try makeRGBAContext(width: 10, height: 1)
        both.drawLinearGradient(gradient, start: CGPoint(x: 3, y: 0), end: CGPoint(x: 7, y: 0),
                                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both.bytes(x: 8, row: 0) == [255, 255, 255, 255])
    }

    @Test func verticalGradientRunsUpInUserSpace() throws {
        let context = try makeRGBAContext(width: 1, height: 10)
        context.drawLinearGradient(try blackToWhite(), start: .zero, end: CGPoint(x: 0, y: 10), options: [])
        // Location 0 at the bottom of the image (last memory row).
        #expect(context.bytes(x: 0, row: 9)[0] < 20 && context.bytes(x: 0, row: 0)[0] > 235)
    }

    @Test func radialGradientFromCentreToRim() throws {
        let context = try makeRGBAContext(width: 41, height: 41)
        let centre = CGPoint(x: 20.5, y: 20.5)
        context.drawRadialGradient(try blackToWhite(), startCenter: centre, startRadius: 0, endCenter: centre,
                                   endRadius: 20, options: [])
        #expect(context.bytes(x: 20, row: 20)[0] <= 2)
        // 10 px right of the centre: t = 0.5.
        #expect(abs(Int(context.bytes(x: 30, row: 20)[0]) - 128) <= 2)
        #expect(context.alpha(x: 0, row: 0) == 0)
    }

    @Test func conicGradientTurnsFromTheAngleTowardsPositiveY() throws {
        let context = try makeRGBAContext(width: 40, height: 40)
        // Location 0 along +y (up in user space, the top memory rows), growing towards −x: a quarter turn later
        // (left of the centre) t = 0.25, below the centre 0.5, right of it 0.75. The whole plane is painted.
        context.drawConicGradient(try blackToWhite(), center: CGPoint(x: 20, y: 20), angle: CGFloat.pi / 2)
        #expect(abs(Int(context.bytes(x: 2, row: 20)[0]) - 64) <= 3)
        #expect(abs(Int(context.bytes(x: 20, row: 37)[0]) - 128) <= 3)
        #expect(abs(Int(context.bytes(x: 37, row: 20)[0]) - 191) <= 3)
        #expect(context.alpha(x: 0, row: 0) == 255 && context.alpha(x: 39, row: 39) == 255)
    }

    @Test func gradientFillsOnlyTheClip() throws {
        let context = try makeRGBAContext(width: 10, height: 10)
        context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        context.drawLinearGradient(try blackToWhite(), start: .zero, end: CGPoint(x: 10, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(context.alpha(x: 2, row: 5) == 255 && context.alpha(x: 7, row: 5) == 0)
    }
}
