import FlipbookContentLayers
import FlipbookUIKit
import Foundation

/// Article 003's `snowView` (its class is not printed): a view whose layer is a `CAEmitterLayer` letting snowflakes
/// fall over its whole width from its top edge (our values: the article prints neither the class nor its cell;
/// like any emitter it starts empty, its first flakes reach the bottom after about 4 s).
final class SnowView: UIView {
    override class var layerClass: AnyClass { CAEmitterLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        guard let emitter = layer as? CAEmitterLayer else { return }
        emitter.emitterPosition = CGPoint(x: bounds.width / 2, y: 0)
        emitter.emitterSize = CGSize(width: bounds.width, height: 0)
        emitter.emitterShape = .line
        let flake = CAEmitterCell()
        flake.contents = UIImage(named: "flake")?.cgImage
        flake.birthRate = 40
        flake.lifetime = 7
        flake.velocity = 120
        flake.velocityRange = 40
        flake.yAcceleration = 30
        flake.emissionLongitude = .pi / 2
        flake.emissionRange = .pi / 8
        flake.scale = 0.3
        flake.scaleRange = 0.15
        flake.spinRange = 1
        flake.alphaRange = 0.3
        flake.color = UIColor.white.cgColor
        emitter.emitterCells = [flake]
    }

    required init?(coder: NSCoder) { nil }
}
