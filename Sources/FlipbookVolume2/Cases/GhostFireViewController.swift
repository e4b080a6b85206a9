import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 43 (§ 9.3): the "ghost fire" flame, the book's `viewDidLoad`: a cell named `fire` (tinted
/// RGB(204, 102, 51) at alpha 0.1, drawing `fire.png`) on an additive line emitter at the view's centre, its birth
/// rate (500) and lifetime (1 s) set through the layer's key paths.
final class GhostFireViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = UIColor.black
        let emitterCell = CAEmitterCell()
        emitterCell.name = "fire"
        emitterCell.emissionLongitude = CGFloat(M_PI)
        emitterCell.velocity          = -1//粒子速度 负数表明向上燃烧
        emitterCell.velocityRange     = 50//粒子速度范围
        emitterCell.emissionRange     = 1.1//周围发射角度
        emitterCell.yAcceleration     = -200//粒子 y 方向的加速度分量
        emitterCell.scaleSpeed        = 0.3//缩放比例 超大火苗
        emitterCell.color = UIColor(red: 0.8 ,
                                    green:0.4 ,blue:0.2 ,alpha:0.1).cgColor
        emitterCell.contents = UIImage(
                                    named: "fire.png")!.cgImage
        let emitterLayer = CAEmitterLayer()
        emitterLayer.position = self.view.center// 粒子发射位置
        emitterLayer.emitterSize = CGSize(width: 50,
                                    height: 10)// 控制火苗大小
        emitterLayer.renderMode = CAEmitterLayerRenderMode.additive
        emitterLayer.emitterMode = CAEmitterLayerEmitterMode.outline
        emitterLayer.emitterShape = CAEmitterLayerEmitterShape.line
        emitterLayer.emitterCells = [emitterCell]
        self.view.layer.addSublayer(emitterLayer)
        emitterLayer.setValue(500,
                                    forKeyPath: "emitterCells.fire.birthRate")
        emitterLayer.setValue(1,
                                    forKeyPath: "emitterCells.fire.lifetime")
    }
}
