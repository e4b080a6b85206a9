import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 39 (§ 7.4): in `viewDidLoad`, the teal "登陆" login button and a 2 s `CAAnimationGroup` on its layer —
/// half a turn, scale to 0 and a move by (217, −230) to the top right —, held at the end.
final class AnimationGroupViewController: UIViewController {
    var loginButton: UIButton?

    override func viewDidLoad() {
        super.viewDidLoad()
        loginButton = UIButton(frame: CGRect(x: 20, y: 230, width: self.view.frame.width - 20 * 2, height: 50))
        loginButton!.backgroundColor = UIColor(red: 50 / 255.0, green: 185 / 255.0, blue: 170 / 255.0, alpha: 1.0)
        loginButton!.setTitle("登陆", for: UIControl.State.normal)
        self.view.addSubview(loginButton!)
        let rotate: CABasicAnimation = CABasicAnimation()
        rotate.keyPath = "transform.rotation"
        rotate.toValue = M_PI
        let scale: CABasicAnimation = CABasicAnimation()
        scale.keyPath = "transform.scale"
        scale.toValue = 0.0
        let move: CABasicAnimation = CABasicAnimation()
        move.keyPath = "transform.translation"
        move.toValue = NSValue(cgPoint: CGPoint(x: 217, y: -230))
        let animationGroup: CAAnimationGroup = CAAnimationGroup()
        animationGroup.animations = [rotate, scale, move]
        animationGroup.duration = 2.0
        animationGroup.fillMode = CAMediaTimingFillMode.forwards
        animationGroup.isRemovedOnCompletion = false
        loginButton?.layer.add(animationGroup, forKey: nil)
    }
}
