import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Testing

@Suite("Frames: time, determinism, errors, render(in:)")
struct FrameRenderingTests {
    /// A host with a 20×20 red layer moving from x = 0 to x = 100 over one second (linear).
    private func movingHost() -> (LayerHost, CALayer) {
        let host = LayerHost(size: CGSize(width: 120, height: 40))
        let layer = Probe.layer(CGRect(x: 0, y: 10, width: 20, height: 20), Probe.red)
        host.rootLayer.addSublayer(layer)
        host.perform { layer.add(Probe.linearAnimation("position.x", from: 10, to: 110), forKey: "move") }
        return (host, layer)
    }

    @Test("a frame shows the presentation values at t; the model is untouched")
    func presentationAtTime() throws {
        let (host, layer) = movingHost()
        let canvas = TestCanvas(try host.renderFrameImage(at: 0.5, scale: 1))
        let box = try #require(canvas.box(where: Probe.isRed))
        #expect(box.x0 == 50 && box.x1 == 70)
        #expect(layer.position.x == 10)
    }

    @Test("the frame at t does not depend on earlier frames; rendering twice gives the same bytes")
    func deterministic() throws {
        let (direct, _) = movingHost()
        let once = try direct.renderFrameImage(at: 0.75)
        let (stepped, _) = movingHost()
        _ = try stepped.renderFrameImage(at: 0.25)
        _ = try stepped.renderFrameImage(at: 0.5)
        let again = try stepped.renderFrameImage(at: 0.75)
        #expect(once == again)
        #expect(try stepped.renderFrameImage(at: 0.75) == again)
    }

    @Test("a rich scene renders to identical bytes twice")
    func sceneTwice() throws {
        let first = try FeatureSheet.render()
        let second = try FeatureSheet.render()
        #expect(first.pixels == second.pixels)
        let third = try PerspectiveSheet.render()
        #expect(third.pixels == (try PerspectiveSheet.render()).pixels)
    }

    @Test("bad requests throw typed errors")
    func errors() throws {
        let (host, _) = movingHost()
        #expect(throws: FrameRenderError.unsupportedScale(4)) { try host.renderFrameImage(at: 0, scale: 4) }
        #expect(throws: FrameRenderError.invalidTime(.infinity)) { try host.renderFrameImage(at: .infinity) }
        _ = try host.renderFrameImage(at: 1)
        #expect(throws: FrameRenderError.timeInPast(requested: 0.5, current: 1)) { try host.renderFrameImage(at: 0.5) }
        let empty = LayerHost(size: .zero)
        #expect(throws: FrameRenderError.invalidCanvasSize(width: 0, height: 0)) { try empty.renderFrame(at: 0) }
    }

    @Test("renderFrame gives a CGImage of the canvas size × scale over the background")
    func cgImage() throws {
        let (host, _) = movingHost()
        let image = try host.renderFrame(at: 0, scale: 3, backgroundColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(image.width == 360 && image.height == 120)
        let pixels = image.rgbaImage
        #expect(pixels[0, 0] == (0, 0, 255, 255))
        let clear = try host.renderFrameImage(at: 0, scale: 1, backgroundColor: nil)
        #expect(clear[0, 0].a == 0)
    }

    @Test("a host reuses its canvas: each frame starts from its own background, returned frames keep their pixels, a resized root gets a canvas of its new size")
    func reusedCanvas() throws {
        let (host, _) = movingHost()
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let first = try host.renderFrameImage(at: 0, scale: 1, backgroundColor: blue)
        let firstCopy = first.pixels.map { $0 }
        let second = try host.renderFrameImage(at: 0.5, scale: 1, backgroundColor: nil)
        #expect(first.pixels == firstCopy)
        #expect(first[100, 0] == (0, 0, 255, 255) && first[15, 20] == (255, 0, 0, 255))
        #expect(second[100, 0].a == 0 && second[15, 20].a == 0 && second[55, 20] == (255, 0, 0, 255))
        let (fresh, _) = movingHost()
        #expect(second == (try fresh.renderFrameImage(at: 0.5, scale: 1, backgroundColor: nil)))
        host.perform {
            CATransaction.setDisableActions(true)
            host.rootLayer.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
        }
        let resized = try host.renderFrameImage(at: 0.5, scale: 2, backgroundColor: blue)
        #expect(resized.width == 120 && resized.height == 60)
        #expect(resized[119, 0] == (0, 0, 255, 255) && resized[110, 40] == (255, 0, 0, 255))
    }

    @Test("render(in:) draws the layer in its own space into a UIKit-style context, through its CTM")
    func renderInContext() throws {
        let layer = Probe.layer(CGRect(x: 100, y: 100, width: 20, height: 20), Probe.blue)  // position is ignored
        layer.addSublayer(Probe.layer(CGRect(x: 0, y: 0, width: 10, height: 5), Probe.red))
        let context = try #require(CGContext(data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.translateBy(x: 0, y: 40)
        context.scaleBy(x: 1, y: -1)
        context.translateBy(x: 5, y: 5)
        layer.render(in: context)
        let canvas = TestCanvas(try #require(context.makeImage()).rgbaImage)
        let red = try #require(canvas.box(where: Probe.isRed))
        #expect(red.x0 == 5 && red.y0 == 5 && red.x1 == 15 && red.y1 == 10)
        let blue = try #require(canvas.box(where: Probe.isBlue))
        #expect(blue.x0 == 5 && blue.y0 == 5 && blue.x1 == 25 && blue.y1 == 25)
        #expect(canvas[x: 30, y: 30].a == 0)
    }

    @Test("render(in:) into an unflipped context (y up) shows the layer upside down, as on Apple platforms")
    func renderInUnflippedContext() throws {
        let layer = Probe.layer(CGRect(x: 0, y: 0, width: 20, height: 20), nil)
        layer.addSublayer(Probe.layer(CGRect(x: 0, y: 0, width: 20, height: 5), Probe.red))
        let context = try #require(CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        layer.render(in: context)
        let canvas = TestCanvas(try #require(context.makeImage()).rgbaImage)
        let red = try #require(canvas.box(where: Probe.isRed))
        #expect(red.x0 == 0 && red.y0 == 15 && red.x1 == 20 && red.y1 == 20)
    }

    @Test("render(in:) on a presentation layer draws the animated values")
    func renderPresentation() throws {
        let (host, layer) = movingHost()
        host.advance(by: 0.5)
        let presented = try #require(host.perform { host.rootLayer.presentation() })
        let context = try #require(CGContext(data: nil, width: 120, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.translateBy(x: 0, y: 40)
        context.scaleBy(x: 1, y: -1)
        presented.render(in: context)
        let canvas = TestCanvas(try #require(context.makeImage()).rgbaImage)
        let box = try #require(canvas.box(where: Probe.isRed))
        #expect(box.x0 == 50 && box.x1 == 70)
        _ = layer
    }
}
