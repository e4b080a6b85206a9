import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 46 (§ 10.3): the fingerprint scan — on the unlock picture, a 200 × 200 gradient layer at (105, 330) in the
/// image view's layer sweeps a white band (clear → white → clear over 10 % + 10 % of its height) down over the
/// fingerprint: `locations` from [0, 0.1, 0.2] to [0.8, 0.9, 1] in 3 s, ten times.
final class FingerprintScanViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // part1:设置指纹扫描背景图片
        let image: UIImage = UIImage(named: "unLock.jpg")!
        let imageView: UIImageView = UIImageView(image: image)
        imageView.contentMode = UIView.ContentMode.scaleAspectFit
        imageView.frame = self.view.bounds
        imageView.center = self.view.center
        self.view.backgroundColor = UIColor.black
        self.view.addSubview(imageView)
        // part2:设置 Layer 图层属性
        let gradientLayer: CAGradientLayer = CAGradientLayer()
        gradientLayer.frame = CGRect(x: 105, y: 330,
                                     width: 200, height: 200)
        imageView.layer.addSublayer(gradientLayer)
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 0, y: 1)
        gradientLayer.colors = [UIColor.clear.cgColor,
                                UIColor.white.cgColor,
                                UIColor.clear.cgColor]
        gradientLayer.locations = [0.0, 0.1, 0.2]
        // part3:设置 CABasicAnimation
        let gradientAnimation: CABasicAnimation =
            CABasicAnimation()
        gradientAnimation.keyPath = "locations"
        gradientAnimation.fromValue = [0.0, 0.1, 0.2]
        gradientAnimation.toValue = [0.8, 0.9, 1.0]
        gradientAnimation.duration = 3.0
        gradientAnimation.repeatCount = 10
        gradientLayer.add(gradientAnimation, forKey: nil)
    }
}
