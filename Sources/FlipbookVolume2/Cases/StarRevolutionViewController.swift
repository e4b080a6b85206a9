import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 51 (§ 12.2): the starry `background.jpg`, the sun at the centre of the screen and the earth 150 points to
/// its right, both image views' layers in a replicator of 100 copies 0.2 s apart; in `viewWillAppear` the earth's
/// layer circles the sun in 10 s, forever, so its copies trail it around the orbit.
final class StarRevolutionViewController: UIViewController {
    let UIScreen_WIDTH = UIScreen.main.bounds.size.width
    let UIScreen_HEIGHT = UIScreen.main.bounds.size.height
    var replicatorLayer: CAReplicatorLayer = CAReplicatorLayer()
    var iv_earth: UIImageView?
    override func viewDidLoad() {
        super.viewDidLoad()
        let background: UIImageView = UIImageView(frame: CGRect(x: 0, y: 0,
                                                                width: UIScreen_WIDTH, height: UIScreen_HEIGHT))
        background.image = UIImage(named: "background.jpg")
        self.view.addSubview(background)
        iv_earth = UIImageView(frame: CGRect(x: (UIScreen_WIDTH-50)/2+150,
                                             y: (UIScreen_HEIGHT-50)/2, width: 50, height: 50))
        iv_earth!.image = UIImage(named: "earth.png")
        let iv_sun = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        iv_sun.center = self.view.center
        iv_sun.image = UIImage(named: "sun.png")
        replicatorLayer.addSublayer(iv_earth!.layer)
        replicatorLayer.addSublayer(iv_sun.layer)
    }

    override func viewWillAppear(_ animated: Bool) {
        let path: UIBezierPath = UIBezierPath()
        path.addArc(withCenter: CGPoint(x: self.view.center.x, y: self.view.center.y),
                    radius: 150,
                    startAngle: 0,
                    endAngle: CGFloat(M_PI*2),
                    clockwise: true)
        path.close()
        let animation: CAKeyframeAnimation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path.cgPath
        animation.duration = 10
        animation.repeatCount = MAXFLOAT
        replicatorLayer.instanceCount = 100
        replicatorLayer.instanceDelay = 0.2
        self.view.layer.addSublayer(replicatorLayer)
        iv_earth?.layer.add(animation, forKey: nil)
    }
}
