import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing

/// Bad values never crash or hang a shape layer: each is drawn as docs/content-layers.md ("Bad input") says.
@Suite("CAShapeLayer with bad input")
struct CAShapeLayerBadInputTests {
    static let line = ShapeTestFrame.polyline([(10, 50), (90, 50)])

    @Test("A subpath with a NaN or infinite point is left out; the other subpaths draw", arguments: [CGFloat.nan, .infinity])
    func nonFinitePoints(_ bad: CGFloat) throws {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 10, width: 30, height: 30))
        path.addLines(between: [CGPoint(x: 50, y: 50), CGPoint(x: bad, y: 90), CGPoint(x: 90, y: 50)])
        path.addRect(CGRect(x: 60, y: 10, width: 30, height: 30))
        let layer = ShapeTestFrame.strokedLayer(path, lineWidth: 2)
        layer.fillColor = ShapeTestFrame.blue
        let image = try ShapeTestFrame.render([layer])
        #expect(image[25, 25] == (0, 0, 255, 255) && image[75, 25] == (0, 0, 255, 255))
        #expect(image.isBlank(70, 60) && image.isBlank(50, 70))

        let onlyBad = CAShapeLayer()
        onlyBad.path = ShapeTestFrame.polyline([(10, 10), (bad, 50), (90, 10)], closed: true)
        #expect(try ShapeTestFrame.render([onlyBad]) == ShapeTestFrame.render([]))
    }

    @Test("Dash patterns with a negative, NaN or infinite length, or only zeros, stroke solid; so does one too fine to draw",
          arguments: [[-2, 4], [0, 0], [.nan, 3], [3, .infinity], [0.0001, 0.0001]] as [[Double]])
    func unusableDashes(_ pattern: [Double]) throws {
        let layer = ShapeTestFrame.strokedLayer(Self.line, lineWidth: 6)
        layer.lineDashPattern = pattern.map { NSNumber(value: $0) }
        layer.lineDashPhase = .nan
        let image = try ShapeTestFrame.render([layer])
        #expect((10..<90).allSatisfy { image.isRed($0, 50) })
    }

    @Test("strokeStart after strokeEnd strokes nothing; values outside 0…1 are clamped; NaN reads as the default",
          arguments: [(0.6, 0.4, false), (-1, 2, true), (CGFloat.nan, CGFloat.nan, true), (0.5, 0.5, false)])
    func strokeRange(_ start: CGFloat, _ end: CGFloat, _ strokesAll: Bool) throws {
        let layer = ShapeTestFrame.strokedLayer(Self.line, lineWidth: 6)
        layer.strokeStart = start
        layer.strokeEnd = end
        let image = try ShapeTestFrame.render([layer])
        #expect((10..<90).allSatisfy { image.isRed($0, 50) == strokesAll && image.isBlank($0, 50) != strokesAll })
    }

    @Test("A lineWidth that is zero, negative, NaN or infinite strokes nothing; the fill still draws",
          arguments: [0, -3, .nan, .infinity] as [CGFloat])
    func unusableLineWidth(_ width: CGFloat) throws {
        let layer = ShapeTestFrame.strokedLayer(CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil),
                                                lineWidth: width)
        layer.fillColor = ShapeTestFrame.blue
        let image = try ShapeTestFrame.render([layer])
        #expect(image[20, 50] == (0, 0, 255, 255) && image.isBlank(19, 50))
    }

    @Test("A huge lineWidth covers the screen at once")
    func hugeLineWidth() throws {
        let layer = ShapeTestFrame.strokedLayer(Self.line, lineWidth: 1e9)
        layer.lineCap = .square
        let image = try ShapeTestFrame.render([layer])
        #expect(image.isRed(0, 0) && image.isRed(99, 99))
    }

    @Test("Huge coordinates draw what lies on screen")
    func hugeCoordinates() throws {
        let layer = ShapeTestFrame.strokedLayer(ShapeTestFrame.polyline([(-1e12, 50), (1e12, 50)]), lineWidth: 6)
        let image = try ShapeTestFrame.render([layer])
        #expect(image.isRed(0, 50) && image.isRed(99, 50) && image.isBlank(50, 40))
    }

    @Test("A miter limit below 1 or NaN bevels every join; an infinite one keeps the miter",
          arguments: [(0.5, false), (.nan, false), (.infinity, true), (-4, false)] as [(CGFloat, Bool)])
    func miterLimits(_ limit: CGFloat, _ keepsMiter: Bool) throws {
        let image = try ShapeTestFrame.render([CAShapeLayerDrawingTests.vee(join: .miter, miterLimit: limit)])
        let bevel = try ShapeTestFrame.render([CAShapeLayerDrawingTests.vee(join: .bevel)])
        let miter = try ShapeTestFrame.render([CAShapeLayerDrawingTests.vee(join: .miter)])
        #expect(image == (keepsMiter ? miter : bevel))
    }
}
