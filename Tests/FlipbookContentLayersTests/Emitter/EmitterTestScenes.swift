import FlipbookCoreAnimation
import FlipbookGraphics
@testable import FlipbookContentLayers

/// Emitters of the book's chapter 9 (Cases 43 and 44, their values as the book sets them) for the model tests.
enum EmitterTestScenes {
    /// A 16 × 16 opaque white particle image.
    static let dot: CGImage = {
        let context = CGContext(data: nil, width: 16, height: 16, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        return context.makeImage()!
    }()

    /// Case 43's ghost fire at (207, 368): 500 particles a second living 1 s, additive.
    static func ghostFire() -> CAEmitterLayer {
        let cell = CAEmitterCell()
        cell.name = "fire"
        cell.emissionLongitude = .pi
        cell.velocity = -1
        cell.velocityRange = 50
        cell.emissionRange = 1.1
        cell.yAcceleration = -200
        cell.scaleSpeed = 0.3
        cell.color = CGColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 0.1)
        cell.contents = dot
        let layer = CAEmitterLayer()
        layer.position = CGPoint(x: 207, y: 368)
        layer.emitterSize = CGSize(width: 50, height: 10)
        layer.renderMode = .additive
        layer.emitterMode = .outline
        layer.emitterShape = .line
        layer.emitterCells = [cell]
        layer.setValue(500, forKeyPath: "emitterCells.fire.birthRate")
        layer.setValue(1, forKeyPath: "emitterCells.fire.lifetime")
        return layer
    }

    /// Case 44's neon: 100 particles a second living 4 s from a circle of radius 2, back to front.
    static func neon() -> CAEmitterLayer {
        let cell = CAEmitterCell()
        cell.name = "nenolight"
        cell.emissionLongitude = 2 * .pi
        cell.velocity = 50
        cell.velocityRange = 50
        cell.scaleSpeed = -0.2
        cell.scale = 0.1
        cell.greenSpeed = -0.1
        cell.redSpeed = -0.2
        cell.blueSpeed = 0.1
        cell.alphaSpeed = -0.2
        cell.birthRate = 100
        cell.lifetime = 4
        cell.color = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        cell.contents = dot
        let layer = CAEmitterLayer()
        layer.position = CGPoint(x: 207, y: 368)
        layer.emitterSize = CGSize(width: 2, height: 2)
        layer.renderMode = .backToFront
        layer.emitterMode = .outline
        layer.emitterShape = .circle
        layer.emitterCells = [cell]
        return layer
    }
}
