import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookLayerConformance
import Foundation
import Testing

/// `CAReplicatorLayer` against its property table (`CALayer`'s properties and the replicator's), key by key.
@Suite("CAReplicatorLayer conforms to its property table")
struct CAReplicatorLayerConformanceTests {
    /// Apple's documented defaults (`CAReplicatorLayer.h`), and samples of the integer count.
    static let checker = LayerConformanceChecker(
        { CAReplicatorLayer() },
        appleDefaults: [
            "instanceCount": 1, "preservesDepth": false, "instanceDelay": 0.0,
            "instanceTransform": CATransform3DIdentity, "instanceColor": CGColor.white,
            "instanceRedOffset": Float(0), "instanceGreenOffset": Float(0), "instanceBlueOffset": Float(0),
            "instanceAlphaOffset": Float(0),
        ],
        samples: ["instanceCount": LayerPropertySamples(3, 7)])

    static let replicatorKeys = [
        "instanceCount", "preservesDepth", "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
        "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
    ]

    @Test("Defaults, key-value coding, presentation copies and animations of every property", arguments: checker.keys)
    func conforms(_ key: String) { Self.checker.check(key) }

    @Test("Every replicator property but preservesDepth animates, as Apple's header marks them")
    func table() {
        #expect(Array(Self.checker.keys.suffix(Self.replicatorKeys.count)) == Self.replicatorKeys)
        #expect(Set(Self.checker.implicitlyAnimatedKeys).intersection(Self.replicatorKeys)
                == Set(Self.replicatorKeys).subtracting(["preservesDepth"]))
    }

    @Test("instanceCount through key-value coding: numbers truncate toward zero, NaN reads 0, huge values clamp")
    func countCoercion() {
        let layer = CAReplicatorLayer()
        layer.setValue(4.9, forKey: "instanceCount")
        #expect(layer.instanceCount == 4)
        layer.setValue(NSNumber(value: -2.5), forKey: "instanceCount")
        #expect(layer.instanceCount == -2)
        layer.setValue(Double.nan, forKey: "instanceCount")
        #expect(layer.instanceCount == 0)
        layer.setValue(1e30, forKey: "instanceCount")
        #expect(layer.instanceCount == .max)
        layer.setValue(-Double.infinity, forKey: "instanceCount")
        #expect(layer.instanceCount == .min)
        layer.setValue("twelve", forKey: "instanceCount")
        #expect(layer.instanceCount == .min)
    }

    @Test("An animation of instanceCount shows whole counts: half-way from 2 to 3 is 2")
    func animatedCountTruncates() {
        let host = LayerHost()
        let layer = CAReplicatorLayer()
        host.perform {
            CATransaction.setDisableActions(true)
            layer.instanceCount = 2
            host.rootLayer.addSublayer(layer)
        }
        let animation = CABasicAnimation(keyPath: "instanceCount")
        animation.fromValue = 2
        animation.toValue = 3
        animation.duration = 1
        host.perform { layer.add(animation, forKey: "count") }
        host.run(until: 0.5)
        #expect(host.perform { layer.presentation()?.instanceCount } == 2)
        host.run(until: 0.99)
        #expect(host.perform { layer.presentation()?.instanceCount } == 2)
    }
}
