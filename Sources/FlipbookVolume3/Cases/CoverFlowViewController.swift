import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Case 54 (§ 14.2): three image views stacked on a black view, each turned about its top edge's midpoint
/// (`anchorPoint.y = 0`); in `viewWillAppear` a 0.5 s `CAAnimationGroup` on each moves it (`position`) and gives it
/// its Cover Flow transform — perspective `m34 = −0.005`, 50 points down, scaled 95 % × 60 %, the first turned
/// +22.5° about y, the second −22.5° —, held at the end.
final class CoverFlowViewController: UIViewController {
    var imageViewArray: NSMutableArray?
    let imageView1: UIImageView = UIImageView(frame: CGRect(x: 100, y: 100, width: 200, height: 250))
    let imageView2: UIImageView = UIImageView(frame: CGRect(x: 100, y: 100, width: 200, height: 250))
    let imageView3: UIImageView = UIImageView(frame: CGRect(x: 100, y: 150, width: 300, height: 200))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black
        imageViewArray = [imageView1, imageView2, imageView3]
        for i in 0...(imageViewArray?.count)! - 1 {
            let imageView: UIImageView = imageViewArray?.object(at: i) as! UIImageView
            let imageName: String = "\(i + 1).jpg"
            imageView.image = UIImage(named: imageName)
            imageView.layer.anchorPoint.y = 0.0
            view.addSubview(imageView)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        for i in 0...(imageViewArray?.count)! - 1 {
            var imageTransform = CATransform3DIdentity
            imageTransform.m34 = -0.005
            imageTransform = CATransform3DTranslate(imageTransform, 0.0, 50.0, 0.0)
            imageTransform = CATransform3DScale(imageTransform, 0.95, 0.6, 1.0)
            if i == 0 {
                imageTransform = CATransform3DRotate(imageTransform, CGFloat(M_PI_4 / 2), 0.0, 1.0, 0.0)
            } else if i == 1 {
                imageTransform = CATransform3DRotate(imageTransform, CGFloat(-M_PI_4 / 2), 0.0, 1.0, 0.0)
            }
            let imageView: UIImageView = imageViewArray?.object(at: i) as! UIImageView
            let animation = CABasicAnimation(keyPath: "transform")
            animation.fromValue = NSValue(caTransform3D: imageView.layer.transform)
            animation.toValue = NSValue(caTransform3D: imageTransform)
            animation.duration = 0.5
            let animBounds: CABasicAnimation = CABasicAnimation()
            animBounds.keyPath = "position"
            if i == 0 {
                animBounds.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 10))
            } else if i == 1 {
                animBounds.toValue = NSValue(cgPoint: CGPoint(x: 300, y: 10))
            } else {
                animBounds.toValue = NSValue(cgPoint: CGPoint(x: 200, y: 20))
            }
            let animGroup: CAAnimationGroup = CAAnimationGroup()
            animGroup.duration = 0.5
            animGroup.repeatCount = 1
            animGroup.isRemovedOnCompletion = false
            animGroup.fillMode = CAMediaTimingFillMode.forwards
            animGroup.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
            animGroup.animations = [animation, animBounds]
            imageView.layer.add(animGroup, forKey: "\(i)")
        }
    }
}
