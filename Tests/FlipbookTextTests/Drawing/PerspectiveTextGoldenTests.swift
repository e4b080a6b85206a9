import FlipbookGraphics
import FlipbookImageIO
import FlipbookRaster
import FlipbookTesting
import Foundation
import Testing
@testable import FlipbookText

@Suite("Perspective text goldens")
struct PerspectiveTextGoldenTests {
    /// A card of text drawn at 2×, then placed in perspective by the renderer's projective image drawing, as the
    /// compositor places a layer's contents under a `CATransform3D` with `m34 = -1/500`: the card turns 53.13° about
    /// its vertical axis (cos 0.6, sin 0.8, exact, so no libm is involved).
    @Test("A text card turned about the y axis in perspective")
    func turnedCard() throws {
        let card = try TextCanvas(width: 240, height: 90)
        card.context.setFillColor(CGColor(red: 50 / 255, green: 185 / 255, blue: 170 / 255, alpha: 1))
        card.context.fill(CGRect(x: 0, y: 0, width: card.context.width, height: card.context.height))
        card.draw("登录 Login", size: 28, at: CGPoint(x: 12, y: 8), color: .white)
        card.draw("航班 Flight 1234", size: 17, at: CGPoint(x: 12, y: 54), color: .white)
        let source = try Pixmap(width: card.context.width, height: card.context.height,
                                premultipliedBytes: try card.image.pixels)

        let (width, height) = (480, 240)
        let center = Vec2(Double(width) / 2, Double(height) / 2)
        let distance = 500.0 * 2
        func project(_ x: Double, _ y: Double) -> Vec2 {
            let (turnedX, depth) = (x * 0.6, x * 0.8)
            let scale = distance / (distance - depth)
            return Vec2(center.x + turnedX * scale, center.y + y * scale)
        }
        let (halfWidth, halfHeight) = (Double(source.width) / 2, Double(source.height) / 2)
        let placement = try #require(Projective2D.mapping(
            width: Double(source.width), height: Double(source.height),
            to: project(-halfWidth, -halfHeight), project(halfWidth, -halfHeight),
            project(halfWidth, halfHeight), project(-halfWidth, halfHeight)))
        var target = try Pixmap(width: width, height: height, fill: 0xFFFF_FFFF)
        Painter().draw(source, in: &target, projective: placement)
        try expectGolden(RGBAImage(width: width, height: height, pixels: target.premultipliedBytes))
    }
}
