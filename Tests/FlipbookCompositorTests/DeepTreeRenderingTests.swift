import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Testing

@Suite("Deep trees and many animations render")
struct DeepTreeRenderingTests {
    @Test("a frame of a tree 100,000 levels deep shows its deepest layer")
    func hundredThousandLevels() async {
        // In a child process: the compositor's descent into sublayers overflowed the stack before it kept a stack
        // of its own.
        await #expect(processExitsWith: .success) {
            let host = LayerHost(size: CGSize(width: 40, height: 40))
            var deepest = host.rootLayer
            host.perform {
                CATransaction.setDisableActions(true)
                for _ in 1..<100_000 {
                    let layer = CALayer()
                    deepest.addSublayer(layer)
                    deepest = layer
                }
                deepest.addSublayer(Probe.layer(CGRect(x: 10, y: 10, width: 20, height: 20), Probe.red))
            }
            guard let frame = try? host.renderFrameImage(at: 0, scale: 1) else { exit(1) }
            guard let box = TestCanvas(frame).box(where: Probe.isRed),
                  box.x0 == 10, box.y0 == 10, box.x1 == 30, box.y1 == 30 else { exit(2) }
            // `render(in:)` measures the tree's area first, then draws it (a UIKit-style context, y down).
            guard let context = CGContext(data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { exit(3) }
            context.translateBy(x: 0, y: 40)
            context.scaleBy(x: 1, y: -1)
            host.perform { host.rootLayer.presentation()! }.render(in: context)
            guard let image = context.makeImage(),
                  let rendered = TestCanvas(image.rgbaImage).box(where: Probe.isRed),
                  rendered.x0 == 10, rendered.y0 == 10, rendered.x1 == 30, rendered.y1 == 30 else { exit(4) }
        }
    }

    @Test("frames of a layer with 10,000 animations show their sum, then the model once they end")
    func tenThousandAnimations() throws {
        let host = LayerHost(size: CGSize(width: 120, height: 40))
        let layer = Probe.layer(CGRect(x: 0, y: 10, width: 20, height: 20), Probe.red)
        host.rootLayer.addSublayer(layer)
        host.perform {
            for index in 0..<10_000 {
                let move = Probe.linearAnimation("position.x", from: 0, to: 0.01)
                move.isAdditive = true
                layer.add(move, forKey: "move \(index)")
            }
        }
        // Moved by 10,000 × 0.005 = 50 points at t = 0.5: the square's centre goes from x = 10 to x = 60.
        let halfway = TestCanvas(try host.renderFrameImage(at: 0.5, scale: 1))
        #expect(Probe.isRed(halfway[x: 60, y: 20]))
        #expect(Probe.isWhite(halfway[x: 10, y: 20]))
        let ended = TestCanvas(try host.renderFrameImage(at: 2, scale: 1))
        #expect(Probe.isRed(ended[x: 10, y: 20]))
        #expect(Probe.isWhite(ended[x: 60, y: 20]))
        #expect(layer.animationKeys() == nil)
    }
}
