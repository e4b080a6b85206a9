import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Article 002's `AnimationGroupVC` (B-22): the snowflake on the night pattern; in `viewDidLoad` a 10 s group,
/// starting 5 s later, moves it along the cubic Bézier while it spins; as the group's delegate the controller
/// reads the end point and the angle stored on the children and sets them on the model with actions disabled.
final class AnimationGroupVC: UIViewController, CAAnimationDelegate {
    /// `self.layer`.
    private var layer = CALayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        layer = Articles.addFallingLayer(to: view, imageName: "雪", backgroundName: "bg.jpg")
        groupAnimation()
    }

    private func rotationAnimation() -> CABasicAnimation {
        let basicAnimation = CABasicAnimation(keyPath: "transform.rotation.z")
        let toValue = CGFloat.pi / 2 * 3
        basicAnimation.toValue = NSNumber(value: Float(toValue))
        basicAnimation.autoreverses = true
        basicAnimation.repeatCount = .infinity
        basicAnimation.isRemovedOnCompletion = false
        basicAnimation.setValue(NSNumber(value: Float(toValue)), forKey: "ZXBaiscAnimationProperty_toValue")
        return basicAnimation
    }

    private func translationAnimation() -> CAKeyframeAnimation {
        let keyframeAnim = CAKeyframeAnimation(keyPath: "position")
        let endPoint = CGPoint(x: 55, y: 400)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: layer.position.x, y: layer.position.y))
        path.addCurve(to: endPoint, control1: CGPoint(x: 160, y: 280), control2: CGPoint(x: -30, y: 300))
        keyframeAnim.path = path
        keyframeAnim.setValue(NSValue(cgPoint: endPoint), forKey: "ZXKeyFrameAnimationProperty_endPosition")
        return keyframeAnim
    }

    private func groupAnimation() {
        let animationGroup = CAAnimationGroup()
        let basicAnimation = rotationAnimation()
        let keyFrameAnimation = translationAnimation()
        animationGroup.animations = [basicAnimation, keyFrameAnimation]
        animationGroup.delegate = self
        animationGroup.duration = 10.0
        animationGroup.beginTime = CACurrentMediaTime() + 5
        layer.add(animationGroup, forKey: nil)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let animationGroup = anim as? CAAnimationGroup, let animations = animationGroup.animations,
              animations.count == 2,
              let toValue = (animations[0].value(forKey: "ZXBaiscAnimationProperty_toValue") as? NSNumber)?.doubleValue,
              let endPoint = (animations[1].value(forKey: "ZXKeyFrameAnimationProperty_endPosition") as? NSValue)?.cgPointValue
        else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = endPoint
        layer.transform = CATransform3DMakeRotation(CGFloat(toValue), 0, 0, 1)
        CATransaction.commit()
    }
}
