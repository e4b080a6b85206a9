import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 36 (§ 7.2): in `viewDidLoad`, a red 200 × 200 view at (100, 100) and a 10 s keyframe animation of its
/// layer's `opacity` through seven values, held at the end.
final class KeyframeFadeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let view: UIView = UIView()
        view.backgroundColor = UIColor.red
        view.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        self.view.addSubview(view)
        let animation: CAKeyframeAnimation = CAKeyframeAnimation()
        animation.duration = 10.0
        animation.keyPath = "opacity"
        let valuesArray: [NSNumber] = [
            NSNumber(value: 0.95 as Float),
            NSNumber(value: 0.90 as Float),
            NSNumber(value: 0.88 as Float),
            NSNumber(value: 0.85 as Float),
            NSNumber(value: 0.35 as Float),
            NSNumber(value: 0.05 as Float),
            NSNumber(value: 0.00 as Float)]
        animation.values = valuesArray
        animation.fillMode = CAMediaTimingFillMode.forwards
        animation.isRemovedOnCompletion = false
        view.layer.add(animation, forKey: nil)
    }
}
