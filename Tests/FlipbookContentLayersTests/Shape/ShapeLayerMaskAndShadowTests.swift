import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookTesting
import Foundation
import Testing

/// Shape layers as masks and shadow casters: what counts is the alpha they draw, as on iOS.
@Suite("Masks and shadows of shape layers")
struct ShapeLayerMaskAndShadowTests {
    /// A 30 × 30 layer drawing a circle filling its bounds, centred at `position`, at `opacity`.
    static func circle(at position: CGPoint, opacity: Float) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        layer.position = position
        layer.path = CGPath(ellipseIn: layer.bounds, transform: nil)
        layer.fillColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        layer.opacity = opacity
        return layer
    }

    @Test("Article 002 B-9: a plain mask layer with two circle shape layers (one at opacity 0.8) masks by their alpha")
    func waterFillMask() throws {
        let head = CALayer()
        head.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        head.backgroundColor = ShapeTestFrame.blue
        let mask = CALayer()
        mask.frame = head.bounds
        mask.addSublayer(Self.circle(at: CGPoint(x: -5, y: -5), opacity: 0.8))
        mask.addSublayer(Self.circle(at: CGPoint(x: 35, y: 35), opacity: 1))
        head.mask = mask
        let image = try ShapeTestFrame.render([head])
        // Mask (2, 2) lies in the upper circle (80 %), (35, 35) in the lower one, (20, 20) in neither.
        let upper = image[32, 32]
        #expect(abs(Int(upper.r) - 51) <= 1 && abs(Int(upper.g) - 51) <= 1 && upper.b == 255)
        #expect(image[65, 65] == (0, 0, 255, 255))
        #expect(image.isBlank(50, 50) && image.isBlank(69, 30) && image.isBlank(25, 25))
        try expectGolden(image, named: "water-fill-mask")
    }

    @Test("A shape layer's shadow follows the drawn shape (not its bounds or path box), at the drawn alpha")
    func shadowFollowsShape() throws {
        let layer = CAShapeLayer()
        layer.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 40, height: 40), transform: nil)
        layer.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        layer.shadowOpacity = 1
        layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        layer.shadowOffset = CGSize(width: 15, height: 15)
        layer.shadowRadius = 0
        let image = try ShapeTestFrame.render([layer])
        // The shadow is the circle moved to centre (55, 55), half as dark as black since the fill is half transparent.
        let shadow = image[65, 65]
        #expect(abs(Int(shadow.r) - 128) <= 1 && shadow.r == shadow.g && shadow.g == shadow.b)
        #expect(image.isBlank(72, 72) && image.isBlank(56, 24))
        try expectGolden(image, named: "shadow-follows-shape")
    }
}
