import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookLayerConformance
import Foundation
import Testing
@testable import FlipbookContentLayers

/// `CAEmitterLayer` against its property table (`CALayer`'s properties and the emitter properties), key by key.
@Suite("CAEmitterLayer conforms to its property table")
struct CAEmitterLayerConformanceTests {
    /// Apple's documented defaults (CAEmitterLayer.h), and samples of the types only this class has.
    static let checker = LayerConformanceChecker(
        { CAEmitterLayer() },
        appleDefaults: [
            "emitterCells": nil, "birthRate": Float(1), "lifetime": Float(1), "emitterPosition": CGPoint.zero,
            "emitterZPosition": CGFloat(0), "emitterSize": CGSize.zero, "emitterDepth": CGFloat(0),
            "emitterShape": CAEmitterLayerEmitterShape.point, "emitterMode": CAEmitterLayerEmitterMode.volume,
            "renderMode": CAEmitterLayerRenderMode.unordered, "preservesDepth": false, "velocity": Float(1),
            "scale": Float(1), "spin": Float(1), "seed": UInt32(0),
        ],
        samples: [
            "emitterCells": LayerPropertySamples([CAEmitterCell()], [CAEmitterCell(), CAEmitterCell()]),
            "emitterShape": LayerPropertySamples(CAEmitterLayerEmitterShape.line, CAEmitterLayerEmitterShape.circle),
            "emitterMode": LayerPropertySamples(CAEmitterLayerEmitterMode.outline, CAEmitterLayerEmitterMode.points),
            "renderMode": LayerPropertySamples(CAEmitterLayerRenderMode.additive, CAEmitterLayerRenderMode.oldestLast),
            "seed": LayerPropertySamples(UInt32(7), UInt32(42)),
        ])

    @Test("Defaults, key-value coding, presentation copies and animations of every property", arguments: checker.keys)
    func conforms(_ key: String) { Self.checker.check(key) }

    @Test("The multipliers and the shape's position and size animate; the modes, cells, depth flag and seed do not")
    func table() {
        let emitterKeys = ["emitterCells", "birthRate", "lifetime", "emitterPosition", "emitterZPosition",
                           "emitterSize", "emitterDepth", "emitterShape", "emitterMode", "renderMode", "preservesDepth",
                           "velocity", "scale", "spin", "seed"]
        #expect(Array(Self.checker.keys.suffix(emitterKeys.count)) == emitterKeys)
        #expect(Set(Self.checker.implicitlyAnimatedKeys).intersection(emitterKeys) == [
            "birthRate", "lifetime", "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth", "velocity",
            "scale", "spin",
        ])
    }

    @Test("The constants carry Core Animation's names")
    func constants() {
        #expect([CAEmitterLayerEmitterShape.point, .line, .rectangle, .cuboid, .circle, .sphere].map(\.rawValue)
            == ["point", "line", "rectangle", "cuboid", "circle", "sphere"])
        #expect([CAEmitterLayerEmitterMode.points, .outline, .surface, .volume].map(\.rawValue)
            == ["points", "outline", "surface", "volume"])
        #expect([CAEmitterLayerRenderMode.unordered, .oldestFirst, .oldestLast, .backToFront, .additive].map(\.rawValue)
            == ["unordered", "oldestFirst", "oldestLast", "backToFront", "additive"])
        let layer = CAEmitterLayer()
        layer.setValue("additive", forKey: "renderMode")
        #expect(layer.renderMode == .additive)
        layer.setValue(9, forKey: "seed")
        #expect(layer.seed == 9)
        layer.setValue(-1, forKey: "seed")
        #expect(layer.seed == 9)
    }
}
