import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookText
import Testing

/// `render(in:)` displays the layers whose content is still pending before drawing them, as iOS does.
@Suite("render(in:) draws pending content")
struct PendingContentRenderingTests {
    @Test("a CATextLayer whose string was just set, outside any host, is drawn")
    func textLayer() throws {
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        text.string = "W"
        text.fontSize = 30
        text.foregroundColor = Probe.red
        #expect(text.needsDisplay())
        let canvas = try render(text, width: 60, height: 40)
        #expect(!text.needsDisplay())
        let glyph = try #require(canvas.box(where: Probe.isRed))
        #expect(glyph.x0 < 10 && glyph.y0 < 20 && glyph.x1 - glyph.x0 > 15 && glyph.y1 - glyph.y0 > 15)
    }

    @Test("a layer marked setNeedsDisplay() with an overridden draw(in:) is drawn, with its sublayers")
    func drawInSubclass() throws {
        let layer = BlueBarLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let sublayer = BlueBarLayer()
        sublayer.frame = CGRect(x: 0, y: 30, width: 40, height: 10)
        layer.addSublayer(sublayer)
        layer.setNeedsDisplay()
        sublayer.setNeedsDisplay()
        let canvas = try render(layer, width: 40, height: 40)
        // The bar covers the top quarter of each layer's bounds: rows 0–9 of the layer, row 30–32 of the sublayer.
        let bars = try #require(canvas.box(where: Probe.isBlue))
        #expect(bars.x0 == 0 && bars.y0 == 0 && bars.x1 == 40 && bars.y1 == 33)
        #expect(Probe.isBlue(canvas[x: 20, y: 5]) && canvas[x: 20, y: 20].a == 0 && Probe.isBlue(canvas[x: 20, y: 31]))
    }

    @Test("a layer marked setNeedsDisplay() whose delegate draws is drawn")
    func delegateDrawing() throws {
        let delegate = GreenFill()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.delegate = delegate
        layer.setNeedsDisplay()
        let canvas = try render(layer, width: 20, height: 20)
        #expect(canvas.box(where: Probe.isGreen).map { $0 == (0, 0, 20, 20) } == true)
    }

    @Test("inside a host, text changed in the current turn is drawn before the turn commits")
    func insideHost() throws {
        let host = LayerHost(size: CGSize(width: 60, height: 40))
        let text = CATextLayer()
        let canvas = try host.perform {
            CATransaction.setDisableActions(true)
            text.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
            host.rootLayer.addSublayer(text)
            text.string = "W"
            text.foregroundColor = Probe.blue
            return try render(text, width: 60, height: 40)
        }
        #expect(canvas.box(where: Probe.isBlue) != nil)
    }

    /// Renders `layer` with `render(in:)` into a transparent UIKit-style (y-down) context of the given size.
    private func render(_ layer: CALayer, width: Int, height: Int) throws -> TestCanvas {
        let context = try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        layer.render(in: context)
        return TestCanvas(try #require(context.makeImage()).rgbaImage)
    }
}

/// Fills the top quarter of its bounds with blue in `draw(in:)`.
private final class BlueBarLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(Probe.blue)
        ctx.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height / 4))
    }
}

/// A delegate that fills the whole layer with green.
private final class GreenFill: CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(Probe.green)
        ctx.fill(layer.bounds)
    }
}
