import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookLayerConformance
import Foundation
import Testing

/// `CAShapeLayer` against its property table (`CALayer`'s properties and the shape properties), key by key.
@Suite("CAShapeLayer conforms to its property table")
struct CAShapeLayerConformanceTests {
    /// Apple's documented defaults of the shape properties (CAShapeLayer.h), and samples of the shape constants.
    static let checker = LayerConformanceChecker(
        { CAShapeLayer() },
        appleDefaults: [
            "path": nil, "fillColor": CGColor.black, "fillRule": CAShapeLayerFillRule.nonZero, "strokeColor": nil,
            "strokeStart": CGFloat(0), "strokeEnd": CGFloat(1), "lineWidth": CGFloat(1), "miterLimit": CGFloat(10),
            "lineCap": CAShapeLayerLineCap.butt, "lineJoin": CAShapeLayerLineJoin.miter, "lineDashPhase": CGFloat(0),
            "lineDashPattern": nil,
        ],
        samples: [
            "fillRule": LayerPropertySamples(CAShapeLayerFillRule.evenOdd, CAShapeLayerFillRule.nonZero),
            "lineCap": LayerPropertySamples(CAShapeLayerLineCap.round, CAShapeLayerLineCap.square),
            "lineJoin": LayerPropertySamples(CAShapeLayerLineJoin.round, CAShapeLayerLineJoin.bevel),
            "lineDashPattern": LayerPropertySamples([2, 3] as [NSNumber], [10, 5, 5, 5] as [NSNumber]),
        ])

    static let shapeKeys = [
        "path", "fillColor", "fillRule", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit",
        "lineCap", "lineJoin", "lineDashPhase", "lineDashPattern",
    ]

    @Test("Defaults, key-value coding, presentation copies and animations of every property", arguments: checker.keys)
    func conforms(_ key: String) { Self.checker.check(key) }

    @Test("Apple's Animatable marks: path animates explicitly only; the colours, stroke range, width, miter limit and dash phase also implicitly")
    func table() {
        #expect(Array(Self.checker.keys.suffix(Self.shapeKeys.count)) == Self.shapeKeys)
        #expect(Set(Self.checker.implicitlyAnimatedKeys).intersection(Self.shapeKeys)
            == ["fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase"])
        #expect(Set(Self.checker.animatableKeys).intersection(Self.shapeKeys)
            == ["path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase"])
        #expect(!Self.shapeKeys.contains { CAShapeLayer.needsDisplay(forKey: $0) })
    }

    @Test("Changing path in a host applies at once: no implicit animation is added")
    func pathHasNoImplicitAnimation() {
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        let layer = CAShapeLayer()
        let first = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let second = CGPath(rect: CGRect(x: 20, y: 20, width: 10, height: 10), transform: nil)
        layer.path = first
        host.rootLayer.addSublayer(layer)
        host.perform {
            CATransaction.setAnimationDuration(1)
            layer.path = second
        }
        #expect(layer.animationKeys() == nil)
        host.run(until: 0.5)
        #expect(host.perform { layer.presentation()?.path } == second)
    }

    @Test("Dash patterns from key-value coding: numbers of any kind, nil; anything else is ignored")
    func dashPatternCoding() {
        let layer = CAShapeLayer()
        layer.setValue([4, 2.5] as [Any], forKey: "lineDashPattern")
        #expect(layer.lineDashPattern == [4, 2.5])
        layer.setValue(["4", 2] as [Any], forKey: "lineDashPattern")
        #expect(layer.lineDashPattern == [4, 2.5])
        layer.setValue(nil, forKey: "lineDashPattern")
        #expect(layer.lineDashPattern == nil)
    }
}
