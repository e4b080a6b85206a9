import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 42 (§ 9.2, Fig 9.1–9.2): three of Case 43's flames side by side, at x = 69, 207 and 345 on a black
/// screen, one parameter changed across them: the `fire` cell's birth rate (50, 500, 5000 per second; velocity −1)
/// or its velocity (−1, −100, −1000 points per second, negative moving up as in Case 43; 500 per second). The book
/// shows the six flames as photos and gives no code; every other value is Case 43's.
final class FlameStudyViewController: UIViewController {
    /// The three flames' birth rates and velocities, left to right.
    let flames: [(birthRate: Float, velocity: CGFloat)]

    /// Creates the controller with the three flames' birth rates and velocities.
    init(flames: [(birthRate: Float, velocity: CGFloat)]) {
        self.flames = flames
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the cases are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = UIColor.black
        for (index, flame) in flames.enumerated() {
            let emitterCell = CAEmitterCell()
            emitterCell.name = "fire"
            emitterCell.emissionLongitude = CGFloat(M_PI)
            emitterCell.velocity = flame.velocity
            emitterCell.velocityRange = 50
            emitterCell.emissionRange = 1.1
            emitterCell.yAcceleration = -200
            emitterCell.scaleSpeed = 0.3
            emitterCell.color = UIColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 0.1).cgColor
            emitterCell.contents = UIImage(named: "fire.png")!.cgImage
            let emitterLayer = CAEmitterLayer()
            emitterLayer.position = CGPoint(x: self.view.bounds.width * (CGFloat(index) + 0.5) / CGFloat(flames.count),
                                            y: self.view.center.y)
            emitterLayer.emitterSize = CGSize(width: 50, height: 10)
            emitterLayer.renderMode = CAEmitterLayerRenderMode.additive
            emitterLayer.emitterMode = CAEmitterLayerEmitterMode.outline
            emitterLayer.emitterShape = CAEmitterLayerEmitterShape.line
            emitterLayer.emitterCells = [emitterCell]
            self.view.layer.addSublayer(emitterLayer)
            emitterLayer.setValue(flame.birthRate, forKeyPath: "emitterCells.fire.birthRate")
            emitterLayer.setValue(1, forKeyPath: "emitterCells.fire.lifetime")
        }
    }
}
