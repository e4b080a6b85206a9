import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Cases 37–38 (§ 7.3): in `viewDidLoad`, the plane (`Plane.png` in a 50 × 50 image view at (50, 50)) and a 2 s
/// keyframe animation of its layer's `position` along `pathLine`, held at the end. The book lists the code once and
/// then "only the different lines" (the path), so the path is the controller's parameter.
final class PlanePathViewController: UIViewController {
    var imageView: UIImageView = UIImageView()
    private let pathLine: CGPath

    /// Creates the controller with the path the plane flies along.
    init(pathLine: CGPath) {
        self.pathLine = pathLine
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the cases are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.frame = CGRect(x: 50, y: 50, width: 50, height: 50)
        imageView.image = UIImage(named: "Plane.png")
        self.view.addSubview(imageView)
        let animation: CAKeyframeAnimation = CAKeyframeAnimation()
        animation.duration = 2.0
        animation.path = pathLine
        animation.keyPath = "position"
        animation.fillMode = CAMediaTimingFillMode.forwards
        animation.isRemovedOnCompletion = false
        imageView.layer.add(animation, forKey: nil)
    }
}
