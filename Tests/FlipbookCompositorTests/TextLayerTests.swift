import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookTesting
import FlipbookText
import Testing

@Suite("CATextLayer through the compositor")
struct TextLayerTests {
    @Test("a login button: a rounded layer with a CATextLayer title drawn at contentsScale 2")
    func loginButton() throws {
        let host = LayerHost(size: CGSize(width: 200, height: 80))
        let button = Probe.layer(CGRect(x: 20, y: 15, width: 160, height: 50), Probe.blue)
        button.cornerRadius = 25
        let title = CATextLayer()
        host.perform {
            CATransaction.setDisableActions(true)
            title.frame = CGRect(x: 0, y: 12, width: 160, height: 26)
            title.string = "登录 Login"
            title.fontSize = 20
            title.foregroundColor = CGColor.white
            title.alignmentMode = .center
            title.contentsScale = 2
            button.addSublayer(title)
            host.rootLayer.addSublayer(button)
        }
        // Over a transparent background only the button is opaque; its light pixels are the glyphs.
        let canvas = TestCanvas(try host.renderFrameImage(at: 0, scale: 2, backgroundColor: nil))
        let box = try #require(canvas.box { p in p.a == 255 && p.r > 180 && p.g > 180 })
        #expect(box.y0 >= 2 * 15 && box.y1 <= 2 * 65)
        #expect(abs((box.x0 + box.x1) / 2 - 200) <= 6)
        #expect(box.x1 - box.x0 > 120)
        try expectGolden(canvas.image, named: "login-button")
    }
}
