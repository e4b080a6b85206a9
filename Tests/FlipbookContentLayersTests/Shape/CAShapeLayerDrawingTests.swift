import FlipbookCompositor
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing

/// A shape layer draws its path, filled then stroked, wherever the path lies.
@Suite("CAShapeLayer draws its path")
struct CAShapeLayerDrawingTests {
    /// The frame of a 100 × 100 pt white screen at scale 1 showing `layer`.
    static func frame(of layer: CALayer) throws -> RGBAImage {
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        host.rootLayer.addSublayer(layer)
        return try host.renderFrameImage(at: 0, scale: 1, backgroundColor: .white)
    }

    static let square = CGPath(rect: CGRect(x: 20, y: 20, width: 40, height: 40), transform: nil)

    @Test("Default: filled opaque black, not stroked; the path is drawn though the bounds are empty")
    func defaultFill() throws {
        let layer = CAShapeLayer()
        layer.path = Self.square
        let image = try Self.frame(of: layer)
        #expect(image[40, 40] == (0, 0, 0, 255))
        #expect(image[19, 40] == (255, 255, 255, 255) && image[60, 40] == (255, 255, 255, 255))
    }

    @Test("Stroke over the fill, centred on the path; masksToBounds clips to the bounds")
    func strokeOverFill() throws {
        let layer = CAShapeLayer()
        layer.path = Self.square
        layer.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.lineWidth = 4
        let image = try Self.frame(of: layer)
        #expect(image[40, 40] == (0, 0, 255, 255))
        #expect(image[18, 40] == (255, 0, 0, 255) && image[21, 40] == (255, 0, 0, 255) && image[61, 40] == (255, 0, 0, 255))
        #expect(image[17, 40] == (255, 255, 255, 255) && image[22, 40] == (0, 0, 255, 255))

        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 100)
        layer.masksToBounds = true
        let clipped = try Self.frame(of: layer)
        #expect(clipped[30, 40] == (0, 0, 255, 255) && clipped[45, 40] == (255, 255, 255, 255))
    }

    @Test("strokeStart and strokeEnd trim the stroke along the path's length; the fill stays whole")
    func trimmedStroke() throws {
        let layer = CAShapeLayer()
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 10, y: 50))
        line.addLine(to: CGPoint(x: 90, y: 50))
        layer.path = line
        layer.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.lineWidth = 10
        layer.strokeStart = 0.25
        layer.strokeEnd = 0.75
        let image = try Self.frame(of: layer)
        #expect(image[29, 50] == (255, 255, 255, 255) && image[30, 50] == (255, 0, 0, 255))
        #expect(image[69, 50] == (255, 0, 0, 255) && image[70, 50] == (255, 255, 255, 255))
    }
}
