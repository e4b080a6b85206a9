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

@Suite("Bad input never crashes")
struct BadInputTests {
    func opacity(at time: Double, configure: (CABasicAnimation) -> Void) -> Float {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0; a.toValue = 1; a.duration = 1
            configure(a)
            layer.add(a, forKey: "a")
        }
        return sample(host, at: time) { layer.presentation()!.opacity }
    }

    @Test("NaN, infinite or negative durations fall back to the transaction duration or hold still")
    func durations() {
        #expect(opacity(at: 0.125) { $0.duration = .nan } == 0.5)
        #expect(opacity(at: 0.125) { $0.duration = -3 } == 0.5)
        #expect(opacity(at: 50) { $0.duration = .infinity } == 0)
    }

    @Test("NaN or infinite speeds count as 1; negative repeat counts and durations as 0")
    func speedsAndRepeats() {
        #expect(opacity(at: 0.5) { $0.speed = .nan } == 0.5)
        #expect(opacity(at: 0.5) { $0.speed = .infinity } == 0.5)
        #expect(opacity(at: 1.5) { $0.repeatCount = -4 } == 1)
        #expect(opacity(at: 0.5) { $0.repeatCount = .nan; $0.repeatDuration = -1 } == 0.5)
        #expect(opacity(at: 0.5) { $0.beginTime = .nan } == 0.5)
    }

    @Test("Layer timing with NaN or zero speeds does not crash conversions or the host")
    func layerTiming() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            layer.speed = .nan
            layer.timeOffset = .nan
            layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "a")
        }
        host.advance(by: 1)
        #expect(layer.convertTime(1, to: nil).isFinite)
        host.perform { layer.speed = 0 }
        host.advance(by: 1)
        #expect(host.perform { layer.presentation() } != nil)
    }

    @Test("Huge sizes and empty bounds draw no contents instead of allocating")
    func drawing() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            layer.bounds = CGRect(x: 0, y: 0, width: 1e9, height: 1e9)
            layer.setNeedsDisplay()
        }
        #expect(layer.contents == nil)
        host.perform {
            layer.bounds = .zero
            layer.setNeedsDisplay()
        }
        #expect(layer.contents == nil)
    }

    @Test("A layer cannot become its own sublayer; replacing a non-sublayer does nothing")
    func tree() {
        let layer = CALayer(), stranger = CALayer()
        layer.addSublayer(layer)
        #expect(layer.sublayers == nil)
        layer.replaceSublayer(stranger, with: CALayer())
        #expect(layer.sublayers == nil)
    }
}
