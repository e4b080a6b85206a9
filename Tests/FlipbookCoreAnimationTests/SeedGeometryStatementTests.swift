import Foundation
import Testing
import FlipbookGraphics
@testable import FlipbookCoreAnimation

/// Seed statements about geometry, 3-D transforms, drawing hooks and display links (spec/seed-catalogue.md §3.7–3.10).
@Suite("Seed behaviour statements: geometry, drawing, frames")
struct SeedGeometryStatements {
    @Test("S-59 frame is derived and not animatable; setting it sets position and bounds by the anchor point")
    func s59() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            layer.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
            #expect(layer.position == CGPoint(x: 25, y: 10) && layer.bounds.size == CGSize(width: 50, height: 20))
            #expect(layer.action(forKey: "frame") == nil)
        }
        #expect(Set(layer.animationKeys() ?? []) == ["position", "bounds"])
    }

    @Test("S-60 With the default anchor, position = frame.origin + size / 2 and bounds = (0, 0, size)")
    func s60() {
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 30, width: 374, height: 50)
        #expect(layer.position == CGPoint(x: 207, y: 55))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 374, height: 50))
    }

    @Test("S-61 Changing bounds keeps position (the centre) fixed")
    func s61() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        #expect(layer.position == CGPoint(x: 50, y: 50))
        #expect(layer.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
    }

    @Test("S-62 anchorPoint defaults to (0.5, 0.5) (Apple; 004's (0, 0) is wrong) and is the pivot of transforms")
    func s62() {
        // [conflict] 004 claims the default anchor point is (0, 0); Apple's default is (0.5, 0.5).
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 50, y: 50)
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        layer.position = .zero
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let root = CALayer()
        root.addSublayer(layer)
        #expect(isClose(layer.convert(CGPoint(x: 0, y: 0), to: root), .zero, 1e-12))
        #expect(isClose(layer.convert(CGPoint(x: 100, y: 0), to: root), CGPoint(x: 0, y: 100), 1e-12))
    }

    @Test("S-63 Moving the anchor with position fixed moves the layer: (0,0) → origin (50,50), (1,1) → (−50,−50)")
    func s63() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.frame.origin == .zero)
        layer.anchorPoint = .zero
        #expect(layer.frame.origin == CGPoint(x: 50, y: 50))
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(layer.frame.origin == CGPoint(x: -50, y: -50))
    }

    @Test("S-64 CATransform3D entries: m22 = 0.5 halves the height, m41/m42 translate, row vectors")
    func s64() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 50, y: 50)
        var t = CATransform3DIdentity
        t.m22 = 0.5
        layer.transform = t
        #expect(layer.frame == CGRect(x: 0, y: 25, width: 100, height: 50))
        t.m41 = 10; t.m42 = 20
        layer.transform = t
        #expect(layer.frame == CGRect(x: 10, y: 45, width: 100, height: 50))
    }

    @Test("S-65 Rotating π/2 about (1, 0, 0) without perspective makes the layer edge-on")
    func s65() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        #expect(isClose(layer.frame.height, 0, 1e-12) && layer.frame.width == 100)
    }

    @Test("S-66 m34 = −1/500 adds perspective: the edge rotated away looks shorter than the near edge")
    func s66() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        layer.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        let root = CALayer()
        root.addSublayer(layer)
        func edge(_ x: CGFloat) -> CGFloat {
            layer.convert(CGPoint(x: x, y: 100), to: root).y - layer.convert(CGPoint(x: x, y: 0), to: root).y
        }
        #expect(edge(0) != edge(200))
        #expect(abs(edge(0) - edge(200)) > 10)
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        #expect(isClose(edge(0), edge(200), 1e-9))
    }

    @Test("S-68 zPosition orders sublayers in depth (the higher one is in front)")
    func s68() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.anchorPoint = .zero
        let items = (0..<3).map { i -> CALayer in
            let l = CALayer()
            l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            l.zPosition = CGFloat(-20 * i)
            root.addSublayer(l)
            return l
        }
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === items[0])
    }

    @Test("S-72 contentsGravity defaults to resize; contentsRect to the unit rectangle")
    func s72() {
        let layer = CALayer()
        #expect(layer.contentsGravity == .resize && layer.contentsGravity.rawValue == "resize")
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        layer.contentsGravity = .resizeAspect
        #expect(layer.value(forKey: "contentsGravity") as? CALayerContentsGravity == .resizeAspect)
    }

    @Test("S-75 Drawing happens only after setNeedsDisplay(); the context is y-down (so images draw upside down)")
    func s75() throws {
        final class Painter: CALayerDelegate {
            var calls = 0
            var ctm: CGAffineTransform?
            func draw(_ layer: CALayer, in ctx: CGContext) {
                calls += 1
                ctm = ctx.ctm
                ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            }
        }
        let (host, layer) = makeHostWithLayer()
        let painter = Painter()
        host.perform {
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.delegate = painter
        }
        #expect(painter.calls == 0 && layer.contents == nil)
        host.perform { layer.setNeedsDisplay() }
        #expect(painter.calls == 1 && !layer.needsDisplay())
        #expect(painter.ctm?.d == -1)
        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 10 && image.height == 10)
        host.perform { layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20) }
        #expect(painter.calls == 1)
        host.perform {
            layer.needsDisplayOnBoundsChange = true
            layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        }
        #expect(painter.calls == 2)
    }

    @Test("S-90 CADisplayLink fires once per 1/60 s refresh; frameInterval 2 fires every 2/60 s")
    func s90() {
        let host = LayerHost()
        var stamps: [CFTimeInterval] = []
        let link = CADisplayLink { stamps.append($0.timestamp) }
        link.frameInterval = 2
        host.perform { link.add(to: .main, forMode: .default) }
        host.advance(by: 0.1)
        let expected: [CFTimeInterval] = [2, 4, 6].map { $0 / 60 }
        #expect(stamps == expected)
        #expect(link.duration == 1.0 / 60 && isClose(link.targetTimestamp, 8.0 / 60, 1e-15))
    }

    @Test("S-91 setNeedsDisplay() calls the drawing each time; periodic calls give frame-by-frame animation")
    func s91() {
        final class Counter: CALayer {
            var frames = 0
            override func draw(in ctx: CGContext) { frames += 1 }
        }
        let host = LayerHost()
        let layer = Counter()
        host.perform {
            layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
            host.rootLayer.addSublayer(layer)
            host.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in layer.setNeedsDisplay() }
        }
        host.advance(by: 1)
        #expect(layer.frames == 10)
    }
}
