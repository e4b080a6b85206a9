import Foundation
import Testing
@testable import FlipbookGraphics

/// The probes of the "Bad input" table in docs/core-graphics.md: each one once trapped, aborted on a failed
/// allocation or ran for seconds.
@Suite("CGContext bad input")
struct CGContextBadInputTests {
    private static let rgb = CGColorSpaceCreateDeviceRGB()
    private static let info = CGImageAlphaInfo.premultipliedLast.rawValue

    @Test("sizes Core Graphics refuses, or beyond maximumByteCount, give nil before anything is allocated",
          arguments: [(100_000, 100_000, 0), (1_000_000, 1_000_000, 0), (4_000_000_000, 1, 0), (1, 4_000_000_000, 0),
                      (Int.max, 1, 0), (1, Int.max, 0), (Int.max / 2, Int.max / 2, 0), (-4, 4, 0), (4, -4, 0),
                      (4, 4, Int.max), (4, 1_000_000, 1 << 40), (4, 4, -16), (4, 4, 15), (8_001, 8_000, 0)])
    func refusedSizes(width: Int, height: Int, bytesPerRow: Int) {
        let start = ContinuousClock.now
        #expect(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
                          space: Self.rgb, bitmapInfo: Self.info) == nil)
        #expect(ContinuousClock.now - start < .milliseconds(100))
    }

    /// Found by `scripts/fuzz path`: finite points near ±10³⁰⁸ made an edge's clipping overflow (a difference of
    /// ∞, then ∞ or NaN coordinates) and the conversion to fixed point trapped. Triangles with every mix of
    /// extreme and ordinary coordinates fill without trapping, in a child process.
    @Test("polygons with coordinates near ±10³⁰⁸ fill without trapping")
    func extremeCoordinates() async {
        await #expect(processExitsWith: .success) {
            let values: [CGFloat] = [-.greatestFiniteMagnitude, -1e308, -1e300, -9e18, -3, 0, 24, 47.5, 9e18, 1e300,
                                     1e308, .greatestFiniteMagnitude]
            guard let context = CGContext(data: nil, width: 48, height: 48, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { exit(3) }
            var index = 0
            for _ in 0..<3_000 {   // a fixed walk through the 12⁶ triangles: every value in every position
                func next() -> CGFloat {
                    index = (index &* 1_103_515_245 &+ 12_345) & 0x7fff_ffff
                    return values[index % values.count]
                }
                context.move(to: CGPoint(x: next(), y: next()))
                context.addLine(to: CGPoint(x: next(), y: next()))
                context.addLine(to: CGPoint(x: next(), y: next()))
                context.closePath()
                context.fillPath(using: index.isMultiple(of: 2) ? .winding : .evenOdd)
            }
            guard context.makeImage() != nil else { exit(1) }
        }
    }

    @Test("the largest bitmap is accepted: maximumByteCount bytes, in any shape")
    func largestSizes() {
        #expect(CGContext.maximumByteCount == 256_000_000)
        #expect(CGContext.rowBytes(width: 8_000, height: 8_000, bytesPerRow: 0) == 32_000)
        #expect(CGContext.rowBytes(width: 64_000_000, height: 1, bytesPerRow: 0) == 256_000_000)
        #expect(CGContext.rowBytes(width: 1, height: 1_000, bytesPerRow: 256_000) == 256_000)
        #expect(CGContext.rowBytes(width: 1, height: 1_000, bytesPerRow: 256_004) == nil)
    }

    @Test("a context holds one bitmap: its own memory is allocated only when shared")
    func oneBitmap() throws {
        let context = try makeRGBAContext(width: 64, height: 64)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        _ = context.makeImage()
        #expect(!context.storage.isAllocated)
        _ = context.data
        #expect(context.storage.isAllocated)
    }

    @Test("a non-finite shadow offset turns the shadow off; huge offsets and blurs are bounded",
          arguments: [CGSize(width: CGFloat.nan, height: 0), CGSize(width: 0, height: -CGFloat.infinity),
                      CGSize(width: 1e300, height: 1e300), CGSize(width: -1e19, height: 0)])
    func hostileShadowOffsets(offset: CGSize) throws {
        let context = try makeRGBAContext(width: 16, height: 16)
        context.setShadow(offset: offset, blur: 2)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 4, y: 4, width: 8, height: 8))
        #expect(context.bytes(x: 8, row: 8) == [255, 0, 0, 255])
        #expect(context.alpha(x: 1, row: 1) == 0)
        if !offset.width.isFinite || !offset.height.isFinite { #expect(context.state.shadow == nil) }
    }

    @Test("a NaN, infinite or huge blur is 0 or maximumShadowBlur", arguments: [CGFloat.nan, .infinity, 1e300, -5])
    func hostileShadowBlurs(blur: CGFloat) throws {
        let context = try makeRGBAContext(width: 16, height: 16)
        context.setShadow(offset: CGSize(width: 2, height: 2), blur: blur)
        let start = ContinuousClock.now
        context.fill(CGRect(x: 4, y: 4, width: 8, height: 8))
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(context.state.shadow?.blur == (blur == 1e300 ? CGContext.maximumShadowBlur : 0))
        #expect(context.alpha(x: 8, row: 8) == 255)
    }

    @Test("an arc of 10⁶ or 10³⁰⁰ radians is one full turn plus the remainder, ending where it should",
          arguments: [1e6, -1e6, 1e300, 4 * CGFloat.pi + 1])
    func hugeArcSweeps(delta: CGFloat) throws {
        let path = CGMutablePath()
        path.addRelativeArc(center: CGPoint(x: 8, y: 8), radius: 6, startAngle: 0, delta: delta)
        var curves = 0
        path.applyWithBlock { if $0.pointee.type == .addCurveToPoint { curves += 1 } }
        #expect(curves <= 8)
        // The remainder by the Double nearest 2π: for 10³⁰⁰ no other end point is computable.
        let turn = delta.truncatingRemainder(dividingBy: 2 * .pi)
        let end = 8 + 6 * CGPoint(x: cos(turn), y: sin(turn))
        #expect(abs(path.currentPoint.x - end.x) < 1e-6 && abs(path.currentPoint.y - end.y) < 1e-6)
        let context = try makeRGBAContext(width: 16, height: 16)
        context.addPath(path)
        context.strokePath()
        #expect(context.alpha(x: 14, row: 8) > 0)
    }

    @Test("cropping to a NaN rectangle gives nil, as Core Graphics does")
    func nanCrop() throws {
        let image = try #require(try makeRGBAContext(width: 4, height: 4).makeImage())
        #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: 0, y: 0, width: 2, height: CGFloat.nan)) == nil)
        #expect(image.cropping(to: CGRect(x: 1, y: 1, width: 1e300, height: 1e300))?.width == 3)
        #expect(image.cropping(to: .infinite)?.width == 4)
    }

    @Test("a clip rectangle beyond Int's range clips everything away or nothing",
          arguments: [(CGRect(x: 1e19, y: 0, width: 10, height: 10), false),
                      (CGRect(x: -1e19, y: -1e19, width: 10, height: 10), false),
                      (CGRect(x: 0, y: 0, width: 1e19, height: 1e19), true),
                      (CGRect(x: -1e19, y: -1e19, width: 2e19, height: 2e19), true)])
    func hugeClipRectangles(rect: CGRect, keepsTheBitmap: Bool) throws {
        let context = try makeRGBAContext(width: 8, height: 8)
        context.clip(to: rect)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.alpha(x: 4, row: 4) == (keepsTheBitmap ? 255 : 0))
    }
}

private func * (scale: CGFloat, point: CGPoint) -> CGPoint { CGPoint(x: scale * point.x, y: scale * point.y) }
private func + (offset: CGFloat, point: CGPoint) -> CGPoint { CGPoint(x: offset + point.x, y: offset + point.y) }
