import Flipbook3D
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing

/// `CATransformLayer` drawn by the compositor: only its sublayers, in 3D.
@Suite("CATransformLayer renders only its sublayers")
struct CATransformLayerRenderingTests {
    static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    @Test("Its own background and border are ignored; a sublayer draws")
    func ownDrawingIgnored() throws {
        let host = LayerHost(size: CGSize(width: 40, height: 40))
        let transformLayer = CATransformLayer(), square = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            transformLayer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            transformLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            transformLayer.borderColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            transformLayer.borderWidth = 4
            square.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            transformLayer.addSublayer(square)
            host.rootLayer.addSublayer(transformLayer)
        }
        let image = try host.renderFrameImage(at: 0, scale: 1, backgroundColor: Self.black)
        #expect(image[20, 20] == (255, 0, 0, 255))
        #expect(image[5, 20] == (0, 0, 0, 255))
        #expect(image[1, 1] == (0, 0, 0, 255))
    }
}
