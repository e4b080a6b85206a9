import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Testing

/// A layer that draws a red bar across the top quarter of its bounds and a dot whose x is `progress`.
private final class BarLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 4))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: progress, y: bounds.height / 2, width: 2, height: 2))
    }
}

/// A delegate that draws a green square in the top-left quarter.
private final class GreenDrawer: CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: layer.bounds.width / 2, height: layer.bounds.height / 2))
    }
}

@Suite("draw(in:) and delegate drawing")
struct DrawingTests {
    @Test("draw(in:) draws in the layer's top-left space into a backing store at contentsScale")
    func subclassDrawing() throws {
        let host = LayerHost(size: CGSize(width: 40, height: 40))
        let layer = BarLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contentsScale = 2
        host.rootLayer.addSublayer(layer)
        host.perform { layer.setNeedsDisplay() }
        let store = try #require(layer.contents as? CGImage)
        #expect(store.width == 80 && store.height == 80)
        let canvas = TestCanvas(try host.renderFrameImage(at: 0, scale: 2))
        let red = try #require(canvas.box(where: Probe.isRed))
        #expect(red.x0 == 0 && red.y0 == 0 && red.x1 == 80 && red.y1 == 20)
    }

    @Test("a layer marked outside any transaction is displayed before the frame is rendered")
    func pendingDisplay() throws {
        let host = LayerHost(size: CGSize(width: 40, height: 40))
        let layer = BarLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.setNeedsDisplay()
        host.rootLayer.addSublayer(layer)
        let canvas = TestCanvas(try host.renderFrameImage(at: 0, scale: 1))
        #expect(canvas.count(where: Probe.isRed) == 400)
        #expect(!layer.needsDisplay())
    }

    @Test("the delegate draws when the layer is displayed")
    func delegateDrawing() throws {
        let host = LayerHost(size: CGSize(width: 40, height: 40))
        let drawer = GreenDrawer()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.delegate = drawer
        host.rootLayer.addSublayer(layer)
        host.perform { layer.setNeedsDisplay() }
        let canvas = TestCanvas(try host.renderFrameImage(at: 0, scale: 1))
        let green = try #require(canvas.box(where: Probe.isGreen))
        #expect(green.x0 == 10 && green.y0 == 10 && green.x1 == 20 && green.y1 == 20)
    }

    @Test("an animated property that needs display is drawn with its presentation value")
    func animatedDrawing() throws {
        let host = LayerHost(size: CGSize(width: 40, height: 40))
        let layer = BarLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        host.rootLayer.addSublayer(layer)
        host.perform {
            layer.setNeedsDisplay()
            let move = CABasicAnimation(keyPath: "progress")
            move.fromValue = 0
            move.toValue = 30
            move.duration = 1
            layer.add(move, forKey: "move")
        }
        let canvas = TestCanvas(try host.renderFrameImage(at: 0.5, scale: 1))
        let dot = try #require(canvas.box(where: Probe.isBlue))
        #expect(dot.x0 == 15 && dot.y0 == 20)
        #expect(layer.progress == 0)
    }
}
