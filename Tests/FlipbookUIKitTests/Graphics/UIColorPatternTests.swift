import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@Suite("UIColor(patternImage:): a colour that tiles an image")
struct UIColorPatternTests {
    /// A 2×1-point image: red on the left, blue on the right.
    static let tile = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: OneXFormat.make()).image { _ in
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 1, y: 0, width: 1, height: 1))
    }

    @Test("pattern colours have no components to read and equal only their own copies")
    func properties() {
        let colour = UIColor(patternImage: Self.tile)
        var red: CGFloat = -1, white: CGFloat = -1
        #expect(!colour.getRed(&red, green: nil, blue: nil, alpha: nil) && red == -1)
        #expect(!colour.getWhite(&white, alpha: nil) && white == -1)
        #expect(!colour.getHue(nil, saturation: nil, brightness: nil, alpha: nil))
        #expect(colour.cgColor.pattern != nil)
        #expect(colour.description == "UIPatternColor")
        #expect(colour == UIColor(cgColor: colour.cgColor))
        #expect(colour != UIColor(patternImage: Self.tile))
        #expect(UIColor(patternImage: UIImage()).cgColor.pattern != nil)
    }

    @Test("a view's pattern background tiles from its coordinate origin, moving with a shifted bounds origin")
    func viewBackground() throws {
        let host = LayerHost(size: CGSize(width: 6, height: 2))
        let view = UIView(frame: CGRect(x: 1, y: 0, width: 4, height: 2))
        host.perform {
            view.backgroundColor = UIColor(patternImage: Self.tile)
            host.rootLayer.addSublayer(view.layer)
        }
        let frame = try host.renderFrame(at: 0, scale: 1, backgroundColor: nil)
        #expect(ImagePixels.pixel(frame, x: 0, y: 0) == [0, 0, 0, 0])
        #expect(ImagePixels.pixel(frame, x: 1, y: 0) == [255, 0, 0, 255])
        #expect(ImagePixels.pixel(frame, x: 2, y: 1) == [0, 0, 255, 255])
        #expect(ImagePixels.pixel(frame, x: 3, y: 1) == [255, 0, 0, 255])
        #expect(ImagePixels.pixel(frame, x: 5, y: 0) == [0, 0, 0, 0])
        host.perform { view.bounds.origin = CGPoint(x: 1, y: 0) }
        let shifted = try host.renderFrame(at: 0, scale: 1, backgroundColor: nil)
        #expect(ImagePixels.pixel(shifted, x: 1, y: 0) == [0, 0, 255, 255])
        #expect(ImagePixels.pixel(shifted, x: 2, y: 0) == [255, 0, 0, 255])
        #expect(ImagePixels.pixel(shifted, x: 4, y: 0) == [255, 0, 0, 255])
    }

    @Test("a pattern fill in a renderer tiles from the renderer's origin")
    func rendererFill() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 1), format: OneXFormat.make()).image { _ in
            UIColor(patternImage: Self.tile).setFill()
            UIBezierPath(rect: CGRect(x: 1, y: 0, width: 4, height: 1)).fill()
        }
        #expect(ImagePixels.pixel(image, x: 0, y: 0) == [0, 0, 0, 0])
        #expect(ImagePixels.pixel(image, x: 1, y: 0) == [0, 0, 255, 255])
        #expect(ImagePixels.pixel(image, x: 2, y: 0) == [255, 0, 0, 255])
        #expect(ImagePixels.pixel(image, x: 4, y: 0) == [255, 0, 0, 255])
    }
}
