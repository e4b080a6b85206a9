import Flipbook3D
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation
import Testing

/// Bad geometry inside a transform layer: a NaN transform, a scale of 0, a layer behind the eye and one seen exactly
/// edge-on are neither drawn nor hit, and a NaN point hits nothing; the sound layer beside them is drawn and hit.
@Suite("Bad input inside a transform layer")
struct TransformLayerBadInputTests {
    /// A 200 × 200 root under a 500 pt perspective with a plain stage and a transform layer filling it: a red sound
    /// square at (20, 20) and, over the right half, three damaged layers, and one turned edge-on at the centre.
    static func scene() -> (root: CALayer, stage: CALayer, sound: CALayer, damaged: [CALayer]) {
        let (root, stage, space) = Stage.space(m34: -1 / 500)
        let sound = Stage.solid(CGRect(x: 20, y: 20, width: 60, height: 60), Stage.red, in: space)
        var nan = CATransform3DIdentity
        nan.m11 = .nan
        let right = CGRect(x: 110, y: 20, width: 80, height: 160)
        // The edge-on one is centred on the vanishing point: anywhere else the perspective shows it at an angle.
        let damages = [(right, nan), (right, CATransform3DMakeScale(0, 0, 1)), (right, CATransform3DMakeTranslation(0, 0, 600)),
                       (CGRect(x: 60, y: 20, width: 80, height: 160), CATransform3DMakeRotation(.pi / 2, 0, 1, 0))]
        let damaged = damages.map { frame, transform in
            let layer = Stage.solid(frame, Stage.green, in: space)
            layer.transform = transform
            return layer
        }
        return (root, stage, sound, damaged)
    }

    @Test("Not hit, not drawn; the sound layer is; a NaN point hits nothing")
    func damagedLayers() throws {
        let (root, stage, sound, _) = Self.scene()
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === sound)
        #expect(root.hitTest(CGPoint(x: 150, y: 100)) === stage)
        #expect(root.hitTest(CGPoint(x: CGFloat.nan, y: 100)) == nil)
        let image = try Stage.render(CGSize(width: 200, height: 200)) { hostRoot in
            hostRoot.addSublayer(Self.scene().root)
        }
        #expect(Stage.rgb(image, 50, 50) == [255, 0, 0])
        #expect((82..<200).allSatisfy { x in Stage.rgb(image, x, 100)[1] == 0 }, "a damaged layer draws")
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === stage)
    }

    @Test("Converting points into a damaged layer of a context returns them unchanged, as for any singular placement")
    func damagedConversion() {
        let (_, _, _, damaged) = Self.scene()
        let p = CGPoint(x: 150, y: 100)
        for layer in damaged {
            #expect(layer.convert(p, from: nil) == p)
        }
    }
}
