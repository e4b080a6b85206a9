import Flipbook3D
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation
import Testing

/// The example of docs/3d.md § CATransformLayer, as written there.
@Suite("docs/3d.md's CATransformLayer example")
struct TransformLayerExampleTests {
    @Test("A flip card turned 45° shows its front, turned 150° its back, which is what a tap hits")
    func flipCard() throws {
        let host = LayerHost(size: CGSize(width: 200, height: 200))
        let card = CATransformLayer(), front = CALayer(), back = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            host.rootLayer.sublayerTransform.m34 = -1 / 500             // one perspective for the scene
            card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            for face in [front, back] {
                face.frame = card.bounds
                face.isDoubleSided = false                              // only the side facing the viewer is drawn
                card.addSublayer(face)
            }
            front.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            back.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)     // back to back with the front
            card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0) // turned 45°: the front shows
            host.rootLayer.addSublayer(card)
        }
        let turning = try host.renderFrameImage(at: 0, scale: 1)
        host.perform {
            CATransaction.setDisableActions(true)
            card.transform = CATransform3DMakeRotation(.pi * 5 / 6, 0, 1, 0) // turned 150°: the back shows
        }
        let turned = try host.renderFrameImage(at: 0, scale: 1)
        let tapped = host.rootLayer.hitTest(CGPoint(x: 100, y: 100))    // back: the front faces away
        #expect(Stage.rgb(turning, 100, 100) == [255, 0, 0])
        // Turned 45°, the card is narrower than its 100 pt (2 × 50 cos 45° ≈ 71 pt, widened on its near side).
        #expect(Stage.rgb(turning, 53, 100) == [255, 255, 255] && Stage.rgb(turning, 147, 100) == [255, 255, 255])
        #expect(Stage.rgb(turned, 100, 100) == [0, 0, 255])
        #expect(Stage.rgb(turned, 75, 100) == [0, 0, 255] && Stage.rgb(turned, 125, 100) == [0, 0, 255])
        #expect(tapped === back)
    }
}
