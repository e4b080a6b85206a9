import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookTesting
import Foundation
import Testing

/// A shape layer draws its path, filled then stroked, wherever the path lies; each feature is probed at the pixels
/// its geometry decides (one pixel per point) and kept as a small golden.
@Suite("CAShapeLayer draws its path")
struct CAShapeLayerDrawingTests {
    static let square = CGPath(rect: CGRect(x: 20, y: 20, width: 40, height: 40), transform: nil)

    @Test("Default: filled opaque black, not stroked; the path is drawn though the bounds are empty")
    func defaultFill() throws {
        let layer = CAShapeLayer()
        layer.path = Self.square
        let image = try ShapeTestFrame.render([layer])
        #expect(image[40, 40] == (0, 0, 0, 255))
        #expect(image.isBlank(19, 40) && image.isBlank(60, 40))
        try expectGolden(image, named: "default-fill")
    }

    @Test("Stroke over the fill, centred on the path; masksToBounds clips both to the bounds")
    func strokeOverFill() throws {
        let layer = ShapeTestFrame.strokedLayer(Self.square, lineWidth: 4)
        layer.fillColor = ShapeTestFrame.blue
        let image = try ShapeTestFrame.render([layer])
        #expect(image[40, 40] == (0, 0, 255, 255))
        #expect(image.isRed(18, 40) && image.isRed(21, 40) && image.isRed(61, 40))
        #expect(image.isBlank(17, 40) && image[22, 40] == (0, 0, 255, 255))
        try expectGolden(image, named: "stroke-over-fill")

        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 100)
        layer.masksToBounds = true
        let clipped = try ShapeTestFrame.render([layer])
        #expect(clipped[30, 40] == (0, 0, 255, 255) && clipped.isBlank(45, 40))
    }

    @Test("Fill rules: non-zero fills a nested square wound the same way, even-odd leaves it a hole")
    func fillRules() throws {
        func nested(dx: CGFloat, rule: CAShapeLayerFillRule) -> CAShapeLayer {
            let path = CGMutablePath()
            path.addRect(CGRect(x: 5 + dx, y: 30, width: 40, height: 40))
            path.addRect(CGRect(x: 15 + dx, y: 40, width: 20, height: 20))
            let layer = CAShapeLayer()
            layer.path = path
            layer.fillRule = rule
            return layer
        }
        let image = try ShapeTestFrame.render([nested(dx: 0, rule: .nonZero), nested(dx: 50, rule: .evenOdd)])
        #expect(image[25, 50] == (0, 0, 0, 255) && image[10, 50] == (0, 0, 0, 255))
        #expect(image.isBlank(75, 50) && image[60, 50] == (0, 0, 0, 255))
        try expectGolden(image, named: "fill-rules")
    }

    @Test("Line caps: butt ends at the end point, round and square reach half the width beyond it")
    func lineCaps() throws {
        let caps: [CAShapeLayerLineCap] = [.butt, .round, .square]
        let layers = caps.enumerated().map { index, cap in
            let y = CGFloat(20 + 30 * index)
            let layer = ShapeTestFrame.strokedLayer(ShapeTestFrame.polyline([(20, y), (80, y)]), lineWidth: 10)
            layer.lineCap = cap
            return layer
        }
        let image = try ShapeTestFrame.render(layers)
        #expect(image.isBlank(19, 20) && image.isRed(20, 20) && image.isRed(79, 20) && image.isBlank(80, 20))
        #expect(image.isRed(16, 50) && image.isBlank(13, 50) && image.isBlank(15, 45))
        #expect(image.isRed(16, 80) && image.isRed(15, 75) && image.isBlank(14, 80))
        try expectGolden(image, named: "line-caps")
    }

    /// A V of two 10-unit-wide segments meeting at (50, 20), where the outer edges meet √5 half-widths (11.2 units)
    /// above the vertex: miter tip at y ≈ 8.8, round top at y = 15, bevel edge at y ≈ 17.8.
    static func vee(join: CAShapeLayerLineJoin, miterLimit: CGFloat = 10) -> CAShapeLayer {
        let layer = ShapeTestFrame.strokedLayer(ShapeTestFrame.polyline([(20, 80), (50, 20), (80, 80)]), lineWidth: 10)
        layer.lineJoin = join
        layer.miterLimit = miterLimit
        return layer
    }

    @Test("Line joins and the miter limit: a miter longer than miterLimit half-widths is bevelled")
    func lineJoins() throws {
        let miter = try ShapeTestFrame.render([Self.vee(join: .miter)])
        #expect(miter.isRed(50, 11) && miter.isBlank(50, 7))
        let round = try ShapeTestFrame.render([Self.vee(join: .round)])
        #expect(round.isBlank(50, 11) && round.isRed(50, 16))
        let bevel = try ShapeTestFrame.render([Self.vee(join: .bevel)])
        #expect(bevel.isBlank(50, 16) && bevel.isRed(50, 18))
        let limited = try ShapeTestFrame.render([Self.vee(join: .miter, miterLimit: 2)])
        #expect(limited == bevel)
        try expectGolden(miter, named: "join-miter")
        try expectGolden(round, named: "join-round")
        try expectGolden(bevel, named: "join-bevel")
    }

    @Test("Dashes: the pattern alternates painted and unpainted lengths; the phase shifts it along the path")
    func dashes() throws {
        func dashed(y: CGFloat, phase: CGFloat) -> CAShapeLayer {
            let layer = ShapeTestFrame.strokedLayer(ShapeTestFrame.polyline([(10, y), (90, y)]), lineWidth: 6)
            layer.lineDashPattern = [10, 10]
            layer.lineDashPhase = phase
            return layer
        }
        let image = try ShapeTestFrame.render([dashed(y: 30, phase: 0), dashed(y: 70, phase: 5)])
        #expect(image.isRed(10, 30) && image.isRed(19, 30) && image.isBlank(20, 30) && image.isBlank(29, 30))
        #expect(image.isRed(30, 30) && image.isRed(89, 30) == false)
        #expect(image.isRed(14, 70) && image.isBlank(15, 70) && image.isBlank(24, 70) && image.isRed(25, 70))
        try expectGolden(image, named: "dash-phase")
    }

    @Test("strokeStart and strokeEnd trim by length over the whole path, across its subpaths; the fill stays whole")
    func trimAcrossSubpaths() throws {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 10, y: 30), CGPoint(x: 90, y: 30)])
        path.addLines(between: [CGPoint(x: 10, y: 70), CGPoint(x: 90, y: 70)])
        let layer = ShapeTestFrame.strokedLayer(path, lineWidth: 6)
        // 160 units in all: 25 % is 40 units (x = 50 on the first line), 75 % is 120 (x = 50 on the second).
        layer.strokeStart = 0.25
        layer.strokeEnd = 0.75
        let image = try ShapeTestFrame.render([layer])
        #expect(image.isBlank(49, 30) && image.isRed(50, 30) && image.isRed(89, 30) && image.isBlank(90, 30))
        #expect(image.isBlank(9, 70) && image.isRed(10, 70) && image.isRed(49, 70) && image.isBlank(50, 70))
        try expectGolden(image, named: "trim-across-subpaths")

        let triangle = ShapeTestFrame.polyline([(20, 80), (50, 20), (80, 80)], closed: true)
        let filled = ShapeTestFrame.strokedLayer(triangle, lineWidth: 4)
        filled.fillColor = ShapeTestFrame.blue
        filled.strokeEnd = 0.1
        let trimmed = try ShapeTestFrame.render([filled])
        #expect(trimmed[50, 70] == (0, 0, 255, 255) && trimmed[70, 75] == (0, 0, 255, 255))
    }

    @Test("Dashes start where the trimmed stroke starts")
    func dashesFollowTrim() throws {
        let layer = ShapeTestFrame.strokedLayer(ShapeTestFrame.polyline([(10, 50), (90, 50)]), lineWidth: 6)
        layer.lineDashPattern = [10, 10]
        layer.strokeStart = 0.5
        let image = try ShapeTestFrame.render([layer])
        #expect(image.isBlank(49, 50) && image.isRed(50, 50) && image.isRed(59, 50) && image.isBlank(60, 50))
        #expect(image.isRed(70, 50) && image.isBlank(80, 50))
    }
}
