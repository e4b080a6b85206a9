import Foundation
import Testing
@testable import FlipbookGraphics

@Suite("CGContext shadows and transparency layers")
struct CGContextEffectsTests {
    @Test func shadowOffsetIsYUp() throws {
        let context = try makeRGBAContext(width: 20, height: 20)
        context.setShadow(offset: CGSize(width: 3, height: 5), blur: 0, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
        // The shape covers device rows 10...14, columns 5...9; the shadow is 3 right and 5 up (rows 5...9).
        #expect(context.bytes(x: 7, row: 12) == [255, 0, 0, 255])
        #expect(context.bytes(x: 11, row: 6) == [0, 0, 0, 255])
        #expect(context.alpha(x: 11, row: 16) == 0)
    }

    @Test func shadowOffsetIgnoresTheCTM() throws {
        let context = try makeRGBAContext(width: 20, height: 20)
        context.flipToTopLeft()
        context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: CGColor(gray: 0, alpha: 1))
        context.fill(CGRect(x: 5, y: 10, width: 5, height: 5))
        // Shape at rows 10...14 (flipped space); the shadow still goes up the image.
        #expect(context.alpha(x: 7, row: 6) == 255)
        #expect(context.alpha(x: 7, row: 17) == 0)
    }

    @Test func contentBeyondTheEdgeCastsItsShadowIn() throws {
        let context = try makeRGBAContext(width: 20, height: 20)
        context.setShadow(offset: CGSize(width: 0, height: -6), blur: 0, color: CGColor(gray: 0, alpha: 1))
        // Above the top edge: device rows −7 ..< −2; the shadow lands on rows −1 ..< 4.
        context.fill(CGRect(x: 5, y: 22, width: 10, height: 5))
        #expect(context.alpha(x: 7, row: 0) == 255 && context.alpha(x: 7, row: 3) == 255)
        #expect(context.alpha(x: 7, row: 4) == 0 && context.alpha(x: 2, row: 1) == 0)
    }

    @Test func shadowIsClippedWithTheContent() throws {
        let context = try makeRGBAContext(width: 20, height: 10)
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setShadow(offset: CGSize(width: 6, height: 0), blur: 0, color: CGColor(gray: 0, alpha: 1))
        context.fill(CGRect(x: 2, y: 2, width: 6, height: 6))
        // The shadow reaches x 8 ..< 14 but the clip stops it at 10; the shape itself casts only what it drew.
        #expect(context.alpha(x: 9, row: 5) == 255)
        #expect(context.alpha(x: 11, row: 5) == 0)
    }

    @Test func blurredShadowSpreadsSymmetrically() throws {
        let context = try makeRGBAContext(width: 40, height: 40)
        context.setShadow(offset: .zero, blur: 6)
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 15, y: 15, width: 10, height: 10))
        let left = context.alpha(x: 12, row: 20)
        let right = context.alpha(x: 27, row: 20)
        #expect(left > 0 && left < 85 && left == right)
        #expect(context.alpha(x: 1, row: 20) == 0)
    }

    @Test func transparencyLayerAppliesAlphaToTheGroup() throws {
        let grouped = try makeRGBAContext(width: 3, height: 1)
        grouped.setAlpha(0.5)
        grouped.beginTransparencyLayer(auxiliaryInfo: nil)
        grouped.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        grouped.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        grouped.endTransparencyLayer()
        // One group at half alpha: overlap and single coverage look the same.
        #expect(grouped.alpha(x: 0, row: 0) == 128 && grouped.alpha(x: 1, row: 0) == 128)

        let ungrouped = try makeRGBAContext(width: 3, height: 1)
        ungrouped.setAlpha(0.5)
        ungrouped.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        ungrouped.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        #expect(ungrouped.alpha(x: 1, row: 0) == 192)
    }

    @Test func layerContentStaysOffscreenUntilTheLayerEnds() throws {
        let context = try makeRGBAContext(width: 2, height: 1)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(context.alpha(x: 0, row: 0) == 0)
        context.endTransparencyLayer()
        #expect(context.alpha(x: 0, row: 0) == 255)
        context.endTransparencyLayer()  // unbalanced: ignored
    }

    @Test func layerKeepsItsStateBalanced() throws {
        let context = try makeRGBAContext(width: 2, height: 1)
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.restoreGState()  // cannot pop the layer's own saved state
        context.saveGState()     // left unbalanced inside the layer
        context.translateBy(x: 1, y: 0)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.endTransparencyLayer()
        #expect(context.ctm == .identity)
        #expect(context.alpha(x: 1, row: 0) == 128 && context.alpha(x: 0, row: 0) == 0)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.alpha(x: 0, row: 0) == 128)  // alpha 0.5 is back
    }

    @Test func layerCastsOneShadow() throws {
        let context = try makeRGBAContext(width: 20, height: 10)
        context.setShadow(offset: CGSize(width: 0, height: -4), blur: 0, color: CGColor(gray: 0, alpha: 0.5))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 2, y: 6, width: 10, height: 4))
        context.fill(CGRect(x: 8, y: 6, width: 10, height: 4))
        context.endTransparencyLayer()
        // Shadow rows 4...7: uniform half alpha where the shapes overlapped too.
        #expect(context.alpha(x: 10, row: 6) == 128 && context.alpha(x: 4, row: 6) == 128)
    }
}
