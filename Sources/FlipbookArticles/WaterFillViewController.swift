import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Article 002 §6's water-fill demo: two overlapping image views, `grayHead` below and `greenHead` above; the
/// green one is masked by a layer holding two round `CAShapeLayer`s (radius 15) that start at the head's top-left
/// and bottom-right corners and move towards its middle, so that green "water" fills the grey head from two
/// sides.
final class WaterFillViewController: UIViewController {
    /// Where the two heads sit: 30 × 30 points, the size the mask's circles imply (the article gives none).
    static let headFrame = CGRect(x: 192, y: 200, width: 30, height: 30)
    /// The article's `duration` variable (its value is not given).
    static let duration: CFTimeInterval = 2

    let grayHead = UIImageView(image: UIImage(named: "GrayHead.png"))
    let greenHead = UIImageView(image: UIImage(named: "GreenHead.png"))
    private(set) var maskLayerUp: CAShapeLayer!
    private(set) var maskLayerDown: CAShapeLayer!
    private let duration = WaterFillViewController.duration

    override func viewDidLoad() {
        super.viewDidLoad()
        grayHead.frame = Self.headFrame
        greenHead.frame = Self.headFrame
        view.addSubview(grayHead)
        view.addSubview(greenHead)
        greenHead.layer.mask = greenHeadMaskLayer()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startGreenHeadAnimation()
    }

    func greenHeadMaskLayer() -> CALayer {
        let mask = CALayer()
        mask.frame = self.greenHead.bounds

        self.maskLayerUp = CAShapeLayer()
        self.maskLayerUp.bounds = CGRect(x: 0, y: 0, width: 30.0, height: 30.0)
        self.maskLayerUp.fillColor = UIColor.green.cgColor // Any color but clear will be OK
        self.maskLayerUp.path = UIBezierPath(arcCenter: CGPoint(x: 15.0, y: 15.0),
                                             radius: 15.0,
                                             startAngle: 0,
                                             endAngle: 2 * CGFloat.pi,
                                             clockwise: true).cgPath
        self.maskLayerUp.opacity = 0.8
        self.maskLayerUp.position = CGPoint(x: -5.0, y: -5.0)
        mask.addSublayer(self.maskLayerUp)

        self.maskLayerDown = CAShapeLayer()
        self.maskLayerDown.bounds = CGRect(x: 0, y: 0, width: 30.0, height: 30.0)
        self.maskLayerDown.fillColor = UIColor.green.cgColor // Any color but clear will be OK
        self.maskLayerDown.path = UIBezierPath(arcCenter: CGPoint(x: 15.0, y: 15.0),
                                               radius: 15.0,
                                               startAngle: 0,
                                               endAngle: 2 * CGFloat.pi,
                                               clockwise: true).cgPath
        self.maskLayerDown.position = CGPoint(x: 35.0, y: 35.0)
        mask.addSublayer(self.maskLayerDown)
        return mask
    }

    func startGreenHeadAnimation() {
        let downAnimation = CABasicAnimation(keyPath: "position")
        downAnimation.fromValue = NSValue(cgPoint: CGPoint(x: -5.0, y: -5.0))
        downAnimation.toValue = NSValue(cgPoint: CGPoint(x: 10.0, y: 10.0))
        downAnimation.duration = duration
        self.maskLayerUp.add(downAnimation, forKey: "downAnimation")

        let upAnimation = CABasicAnimation(keyPath: "position")
        upAnimation.fromValue = NSValue(cgPoint: CGPoint(x: 35.0, y: 35.0))
        upAnimation.toValue = NSValue(cgPoint: CGPoint(x: 20.0, y: 20.0))
        upAnimation.duration = duration
        self.maskLayerDown.add(upAnimation, forKey: "upAnimation")
    }
}
