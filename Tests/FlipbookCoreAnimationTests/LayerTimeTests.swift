import Foundation
import Testing
@testable import FlipbookCoreAnimation

@Suite("Layer time hierarchy and convertTime")
struct LayerTimeTests {
    /// root → mid(begin 2, speed 3, offset 0.25) → leaf(begin 1, speed 2, offset 0.5), the Apple-checked vector.
    func tree() -> (CALayer, CALayer, CALayer) {
        let root = CALayer(), mid = CALayer(), leaf = CALayer()
        mid.beginTime = 2; mid.speed = 3; mid.timeOffset = 0.25
        leaf.beginTime = 1; leaf.speed = 2; leaf.timeOffset = 0.5
        root.addSublayer(mid)
        mid.addSublayer(leaf)
        return (root, mid, leaf)
    }

    @Test("convertTime matches Apple's measured vector: 18.5, 47, 5.75, 23/6")
    func appleVector() {
        let (root, mid, leaf) = tree()
        #expect(leaf.convertTime(10, from: mid) == 18.5)
        #expect(leaf.convertTime(10, from: root) == 47)
        #expect(leaf.convertTime(10, to: mid) == 5.75)
        #expect(isClose(leaf.convertTime(10, to: root), 23.0 / 6, 1e-6))
        #expect(leaf.convertTime(10, to: nil) == leaf.convertTime(10, to: root))
    }

    @Test("Apple's documentation example: timeOffset 1, speed 0.5 maps 0.5 to 1.25")
    func documentationExample() {
        let plain = CALayer(), layer = CALayer()
        layer.timeOffset = 1
        layer.speed = 0.5
        #expect(layer.convertTime(0.5, from: plain) == 1.25)
    }

    @Test("A layer's speed scales the time of all its animations")
    func layerSpeed() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            layer.speed = 2
            layer.add(makeBasic("opacity", from: 0, to: 1), forKey: "fade")
        }
        #expect(sample(host, at: 0.25) { layer.presentation()!.opacity } == 0.5)
    }
}
