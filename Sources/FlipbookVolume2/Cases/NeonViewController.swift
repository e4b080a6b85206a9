import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 44 (§ 9.4): neon particles, the book's `viewDidLoad`: a white cell named `nenolight` (100 per second,
/// 4 s each, drawing `nenolight.png` at scale 0.1 shrinking by 0.2 a second, turning blue and fading) on a
/// back-to-front circle-outline emitter at the view's centre. The book's `CGSize(x: 2, y: 2)` does not compile
/// (seed error E11) and is written `CGSize(width: 2, height: 2)`.
final class NeonViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = UIColor.black
        let emitterCell = CAEmitterCell()
        emitterCell.name = "nenolight"
        emitterCell.emissionLongitude = CGFloat(M_PI*2)
        emitterCell.velocity = 50// 粒子速度
        emitterCell.velocityRange = 50// 粒子速度范围
        emitterCell.scaleSpeed = -0.2
        emitterCell.scale = 0.1
        emitterCell.greenSpeed = -0.1
        emitterCell.redSpeed = -0.2
        emitterCell.blueSpeed = 0.1
        emitterCell.alphaSpeed = -0.2
        emitterCell.birthRate = 100
        emitterCell.lifetime = 4
        emitterCell.color = UIColor.white.cgColor
        emitterCell.contents = UIImage(
            named: "nenolight.png")!.cgImage
        let emitterLayer = CAEmitterLayer()
        emitterLayer.position = self.view.center// 粒子发射位置
        emitterLayer.emitterSize = CGSize(width: 2, height: 2)// 控制粒子大小
        emitterLayer.renderMode = CAEmitterLayerRenderMode.backToFront
        emitterLayer.emitterMode = CAEmitterLayerEmitterMode.outline
        emitterLayer.emitterShape = CAEmitterLayerEmitterShape.circle
        emitterLayer.emitterCells = [emitterCell]
        self.view.layer.addSublayer(emitterLayer)
    }
}
