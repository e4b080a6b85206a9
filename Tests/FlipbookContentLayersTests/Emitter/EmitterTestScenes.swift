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

    /// A cell with `values` set by key-value coding, drawing ``dot``.
    static func cell(_ values: [String: Any]) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.contents = dot
        for (key, value) in values { cell.setValue(value, forKey: key) }
        return cell
    }

    /// An emitter layer at (207, 368) with `cells` and `values` set by key-value coding.
    static func emitter(_ cells: [CAEmitterCell], _ values: [String: Any]) -> CAEmitterLayer {
        let layer = CAEmitterLayer()
        layer.position = CGPoint(x: 207, y: 368)
        layer.emitterCells = cells
        for (key, value) in values { layer.setValue(value, forKey: key) }
        return layer
    }

    /// Case 43's ghost fire: 500 particles a second living 1 s (set through the cell key paths), additive.
    static func ghostFire() -> CAEmitterLayer {
        let fire = cell([
            "name": "fire", "emissionLongitude": CGFloat.pi, "velocity": -1, "velocityRange": 50, "emissionRange": 1.1,
            "yAcceleration": -200, "scaleSpeed": 0.3, "color": CGColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 0.1),
        ])
        let layer = emitter([fire], [
            "emitterSize": CGSize(width: 50, height: 10), "renderMode": "additive", "emitterMode": "outline",
            "emitterShape": "line",
        ])
        layer.setValue(500, forKeyPath: "emitterCells.fire.birthRate")
        layer.setValue(1, forKeyPath: "emitterCells.fire.lifetime")
        return layer
    }

    /// Case 44's neon: 100 particles a second living 4 s from a circle of radius 2, back to front.
    static func neon() -> CAEmitterLayer {
        let neon = cell([
            "name": "nenolight", "emissionLongitude": 2 * CGFloat.pi, "velocity": 50, "velocityRange": 50,
            "scaleSpeed": -0.2, "scale": 0.1, "greenSpeed": -0.1, "redSpeed": -0.2, "blueSpeed": 0.1,
            "alphaSpeed": -0.2, "birthRate": 100, "lifetime": 4,
        ])
        return emitter([neon], [
            "emitterSize": CGSize(width: 2, height: 2), "renderMode": "backToFront", "emitterMode": "outline",
            "emitterShape": "circle",
        ])
    }
}
