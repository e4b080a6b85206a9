import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 52 (§ 12.3): a black 414 × 200 replicator clipping 20 copies, 20 points apart and 0.2 s apart, of one red
/// bar whose top half rises and falls between y 200 and 180 (0.5 s each way, forever): a volume meter's wave.
final class VolumeBarsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let replicatorLayer: CAReplicatorLayer = CAReplicatorLayer()
        replicatorLayer.frame = CGRect(x: 0, y: 0, width: 414, height: 200)
        replicatorLayer.instanceCount = 20;
        replicatorLayer.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicatorLayer.instanceDelay = 0.2
        replicatorLayer.masksToBounds = true
        replicatorLayer.backgroundColor = UIColor.black.cgColor;
        let layer = CALayer()
        layer.frame = CGRect(x: 14, y: 200, width: 10, height: 100)
        layer.backgroundColor = UIColor.red.cgColor
        replicatorLayer.addSublayer(layer)
        self.view.layer.addSublayer(replicatorLayer)
        let animation: CABasicAnimation = CABasicAnimation()
        animation.keyPath = "position.y"
        animation.duration = 0.5
        animation.fromValue = 200
        animation.toValue = 180
        animation.autoreverses = true
        animation.repeatCount = MAXFLOAT
        layer.add(animation, forKey: nil)
    }
}
