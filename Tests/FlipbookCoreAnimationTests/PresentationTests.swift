import Foundation
import Testing
import FlipbookGraphics
@testable import FlipbookCoreAnimation

@Suite("Presentation layers")
struct PresentationTests {
    @Test("Sublayers, mask and superlayer of a presentation layer are presentation layers")
    func presentationTree() throws {
        let (host, parent) = makeHostWithLayer()
        let child = CALayer(), mask = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            parent.addSublayer(child)
            parent.mask = mask
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0; a.toValue = 1; a.duration = 1
            child.add(a, forKey: "fade")
        }
        let p = try #require(sample(host, at: 0.5) { parent.presentation() })
        let sub = try #require(p.sublayers?.first)
        #expect(sub.model() === child && sub.opacity == 0.5)
        #expect(sub.superlayer === p)
        #expect(p.mask?.model() === mask)
        let childPresentation = try #require(host.perform { child.presentation() })
        #expect(childPresentation.superlayer?.model() === parent)
    }

    @Test("A subclass's presentation layer has the subclass's type and copied properties")
    func subclassCopy() throws {
        final class Tagged: CALayer {
            var tag = 0
            override init() { super.init() }
            required init(layer: Any) {
                tag = (layer as? Tagged)?.tag ?? 0
                super.init(layer: layer)
            }
        }
        let layer = Tagged()
        layer.tag = 7
        let p = try #require(layer.presentation())
        #expect(p.tag == 7)
    }

    @Test("Layer timing propagates to sublayers in the presentation tree")
    func timingPropagates() {
        let (host, parent) = makeHostWithLayer()
        let child = CALayer()
        host.perform {
            parent.addSublayer(child)
            parent.speed = 2
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 0; a.toValue = 100; a.duration = 1
            child.add(a, forKey: "m")
        }
        let x = sample(host, at: 0.25) { parent.presentation()!.sublayers!.first!.position.x }
        #expect(x == 50)
    }

    @Test("A subclass adds animatable key paths by overriding value(forKey:) and setValue(_:forKey:)")
    func subclassKeyPaths() {
        final class Gauge: CALayer {
            var level: CGFloat = 0
            override init() { super.init() }
            required init(layer: Any) {
                level = (layer as? Gauge)?.level ?? 0
                super.init(layer: layer)
            }
            override func value(forKey key: String) -> Any? { key == "level" ? level : super.value(forKey: key) }
            override func setValue(_ value: Any?, forKey key: String) {
                guard key == "level" else { return super.setValue(value, forKey: key) }
                if let v = value as? CGFloat { changeValue(forKey: "level") { level = v } }
            }
        }
        let (host, _) = makeHostWithLayer()
        let gauge = Gauge()
        host.perform {
            host.rootLayer.addSublayer(gauge)
            gauge.add(makeBasic("level", from: 0, to: 10), forKey: "l")
        }
        #expect(sample(host, at: 0.3) { gauge.presentation()!.level } == 3)
    }
}
