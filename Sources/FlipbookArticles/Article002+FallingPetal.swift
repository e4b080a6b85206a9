import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

// MARK: B-17 … B-22: the falling petal and the snowflake

extension Articles {
    static let petalAndSnowflakeCases: [Scene] = [b17, b18, b19, b20, b21, b22]

    /// Where the petal demos' tap lands.
    private static let petalTap = CGPoint(x: 300, y: 480)
    private static let petalCanvas = CGRect(x: 0, y: 100, width: 414, height: 420)
    private static let snowflakeCanvas = CGRect(x: 0, y: 120, width: 160, height: 320)

    /// B-17: a tap sends the petal to the touch in 5 s; when the animation stops, the delegate sets the model
    /// position with actions disabled, so the petal stays there.
    private static let b17 = Scene(
        id: "B-17", origin: .article(number: 2, section: "§8 Basic animation"),
        title: "Falling petal: basic position animation", chineseTitle: "基础动画：落花",
        canvas: petalCanvas, sampleTimes: [0, 1, 2, 3, 4, 5],
        notes: """
        The article's final version (delegate + `setDisableActions(true)`). The tap is at (300, 480). \
        `background.jpg` and `petal.png` are stand-ins; the pattern background is the view's `UIColor(patternImage:)`.
        """
    ) { stage in
        let layer = addFallingLayer(on: stage, imageName: "petal.png", backgroundName: "background.jpg")
        let controller = FallingLayerController(layer: layer, endValueKey: "KCBasicAnimationLocation")
        stage.at(0, "touchesBegan at (300, 480): position animation to the touch") {
            layer.add(controller.translationAnimation(to: petalTap, duration: 5.0), forKey: "KCBasicAnimation_Translation")
        }
    }

    /// B-18: B-17 with the anchor point at (0.5, 0.6) and a 270° spin (6 s, autoreversed).
    private static let b18 = Scene(
        id: "B-18", origin: .article(number: 2, section: "§8 Basic animation: rotation"),
        title: "Falling petal with rotation", chineseTitle: "基础动画：落花旋转",
        canvas: petalCanvas, sampleTimes: [0, 1.5, 3, 4.5, 6, 7.5, 9, 10.5, 12],
        notes: """
        The text says the rotation "loops infinitely" but the code sets no `repeatCount` (seed error E20): the scene \
        follows the code, one turn there and back (12 s). The tap is at (300, 480). Stand-ins as B-17.
        """
    ) { stage in
        let layer = addFallingLayer(on: stage, imageName: "petal.png", backgroundName: "background.jpg")
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.6)
        let controller = FallingLayerController(layer: layer, endValueKey: "KCBasicAnimationLocation")
        stage.at(0, "touchesBegan at (300, 480): position animation to the touch and the rotation") {
            layer.add(controller.translationAnimation(to: petalTap, duration: 5.0), forKey: "KCBasicAnimation_Translation")
            let basicAnimation = CABasicAnimation(keyPath: "transform.rotation.z")
            basicAnimation.toValue = NSNumber(value: Float.pi / 2 * 3)
            basicAnimation.duration = 6.0
            basicAnimation.autoreverses = true
            layer.add(basicAnimation, forKey: "KCBasicAnimation_Rotation")
        }
    }

    /// B-19: the snowflake flies to the tap while flipping about y; on arrival the layer is paused (speed 0);
    /// the next tap resumes the flipping.
    private static let b19 = Scene(
        id: "B-19", origin: .article(number: 2, section: "§8 Pausing and resuming"),
        title: "Snowflake: pause and resume", chineseTitle: "动画暂停与恢复",
        canvas: CGRect(x: 0, y: 100, width: 414, height: 340), sampleTimes: [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.25, 2.5],
        notes: """
        Taps at (250, 380) at 0 s (start) and at 2 s (resume). The flake pauses at 1 s, when the translation stops. \
        `bg.jpg` and `雪` are stand-ins.
        """
    ) { stage in
        let layer = addFallingLayer(on: stage, imageName: "雪", backgroundName: "bg.jpg")
        let controller = FallingLayerController(layer: layer, endValueKey: "ZXBasicAnimationEndValue", pausesWhenStopped: true)
        for time in [0.0, 2.0] {
            stage.at(time, "touchesBegan at (250, 380): start, or pause/resume the layer") {
                let position = CGPoint(x: 250, y: 380)
                if layer.animation(forKey: "ZXBasicAnimation_rotation") != nil {
                    if layer.speed == 0 { animationResume(layer) } else { animationPause(layer) }
                } else {
                    let basicAnim = controller.translationAnimation(to: position, duration: 1.0)
                    basicAnim.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                    basicAnim.isRemovedOnCompletion = false
                    layer.add(basicAnim, forKey: "ZXBasicAnimation_Translation")
                    let basicAnimation = CABasicAnimation(keyPath: "transform.rotation.y")
                    basicAnimation.toValue = NSNumber(value: Float.pi)
                    basicAnimation.duration = 1.0
                    basicAnimation.autoreverses = true
                    basicAnimation.repeatCount = .infinity
                    basicAnimation.isRemovedOnCompletion = false
                    layer.add(basicAnimation, forKey: "ZXBasicAnimation_rotation")
                }
            }
        }
    }

    /// B-20: the snowflake falls through four position keyframes with uneven key times, then jumps back.
    private static let b20 = Scene(
        id: "B-20", origin: .article(number: 2, section: "§8 Keyframe animation: values"),
        title: "Keyframe values with keyTimes", chineseTitle: "关键帧动画：values",
        canvas: snowflakeCanvas, sampleTimes: [0, 1, 2, 3, 4, 5, 6, 6.5, 7.5],
        notes: """
        The key times start at 2/7, not 0 (seed error E20). Apple requires linear key times to run from 0 to 1; \
        Flipbook's Core Animation ignores an invalid `keyTimes` array and spaces the four keyframes evenly (7/3 s \
        apart). The model position is never updated, so the flake jumps back to (50, 150) when the animation ends \
        at 7 s. Stand-ins as B-19.
        """
    ) { stage in
        let layer = addFallingLayer(on: stage, imageName: "雪", backgroundName: "bg.jpg")
        stage.at(0, "viewDidLoad: add the position keyframe animation") {
            let keyFrameAnimation = CAKeyframeAnimation(keyPath: "position")
            let key1 = NSValue(cgPoint: layer.position)
            let key2 = NSValue(cgPoint: CGPoint(x: 80, y: 220))
            let key3 = NSValue(cgPoint: CGPoint(x: 45, y: 320))
            let key4 = NSValue(cgPoint: CGPoint(x: 75, y: 420))
            keyFrameAnimation.values = [key1, key2, key3, key4]
            keyFrameAnimation.duration = 7
            keyFrameAnimation.keyTimes = [NSNumber(value: 2 / 7.0), NSNumber(value: 5.5 / 7), NSNumber(value: 6.25 / 7), 1.0]
            layer.add(keyFrameAnimation, forKey: "myAnimation")
        }
    }

    /// B-21: after a 2 s delay the snowflake follows a cubic Bézier for 5 s, then snaps back.
    private static let b21 = Scene(
        id: "B-21", origin: .article(number: 2, section: "§8 Keyframe animation: path"),
        title: "Keyframe animation along a cubic Bézier", chineseTitle: "关键帧动画：路径",
        canvas: snowflakeCanvas, sampleTimes: [0, 2, 3.5, 4.5, 6, 7.5],
        notes: "The article's comment calls the curve quadratic; it is cubic (E20). Stand-ins as B-19."
    ) { stage in
        let layer = addFallingLayer(on: stage, imageName: "雪", backgroundName: "bg.jpg")
        stage.at(0, "viewDidLoad: add the path animation, beginTime = CACurrentMediaTime() + 2") {
            let keyFrameAnimation = CAKeyframeAnimation(keyPath: "position")
            let path = CGMutablePath()
            path.move(to: CGPoint(x: layer.position.x, y: layer.position.y))
            path.addCurve(to: CGPoint(x: 55, y: 400), control1: CGPoint(x: 160, y: 280), control2: CGPoint(x: -30, y: 300))
            keyFrameAnimation.path = path
            keyFrameAnimation.duration = 5.0
            keyFrameAnimation.beginTime = CACurrentMediaTime() + 2
            layer.add(keyFrameAnimation, forKey: "myAnimation")
        }
    }

    /// B-22: after 5 s, a 10 s group moves the snowflake along the curve while it spins; the delegate keeps the
    /// final position and rotation.
    private static let b22 = Scene(
        id: "B-22", origin: .article(number: 2, section: "§8 Animation group"),
        title: "Group: path and spin", chineseTitle: "动画组",
        canvas: snowflakeCanvas, sampleTimes: [0, 5, 6.25, 7.5, 8.75, 10, 12.5, 14.5, 15.5],
        notes: "Stand-ins as B-19."
    ) { stage in
        let layer = addFallingLayer(on: stage, imageName: "雪", backgroundName: "bg.jpg")
        let controller = SpinningFallController(layer: layer)
        stage.at(0, "viewDidLoad: add the rotation + path group, beginTime = CACurrentMediaTime() + 5") {
            let basicAnimation = CABasicAnimation(keyPath: "transform.rotation.z")
            let toValue = CGFloat.pi / 2 * 3
            basicAnimation.toValue = NSNumber(value: Float(toValue))
            basicAnimation.autoreverses = true
            basicAnimation.repeatCount = .infinity
            basicAnimation.isRemovedOnCompletion = false
            basicAnimation.setValue(NSNumber(value: Float(toValue)), forKey: "ZXBaiscAnimationProperty_toValue")

            let keyframeAnim = CAKeyframeAnimation(keyPath: "position")
            let endPoint = CGPoint(x: 55, y: 400)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: layer.position.x, y: layer.position.y))
            path.addCurve(to: endPoint, control1: CGPoint(x: 160, y: 280), control2: CGPoint(x: -30, y: 300))
            keyframeAnim.path = path
            keyframeAnim.setValue(NSValue(cgPoint: endPoint), forKey: "ZXKeyFrameAnimationProperty_endPosition")

            let animationGroup = CAAnimationGroup()
            animationGroup.animations = [basicAnimation, keyframeAnim]
            animationGroup.delegate = controller
            animationGroup.duration = 10.0
            animationGroup.beginTime = CACurrentMediaTime() + 5
            layer.add(animationGroup, forKey: nil)
        }
    }

    /// The demos' `viewDidLoad`: the view's background is a pattern of `backgroundName` ("the picture is in fact
    /// on the root layer"), and a 10 × 20 layer at (50, 150) shows `imageName`.
    private static func addFallingLayer(on stage: SceneStage, imageName: String, backgroundName: String) -> CALayer {
        if let backgroundImage = UIImage(named: backgroundName) {
            stage.view.backgroundColor = UIColor(patternImage: backgroundImage)
        }
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        layer.position = CGPoint(x: 50, y: 150)
        layer.contents = UIImage(named: imageName)?.cgImage
        stage.view.layer.addSublayer(layer)
        return layer
    }

    /// B-19's `animationPause`: freezes the layer's time at the current moment.
    static func animationPause(_ layer: CALayer) {
        let interval = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.timeOffset = interval
        layer.speed = 0
    }

    /// B-19's `animationResume`: restarts the layer's time from where it was paused.
    static func animationResume(_ layer: CALayer) {
        let beginTime = CACurrentMediaTime() - layer.timeOffset
        layer.timeOffset = 0
        layer.beginTime = beginTime
        layer.speed = 1.0
    }
}

/// B-17 … B-19's view controller as animation delegate: the translation carries its end point under a KVC key;
/// when it stops, the model position is set there with actions disabled (and, in B-19, the layer is paused).
private final class FallingLayerController: CAAnimationDelegate {
    weak var layer: CALayer?
    let endValueKey: String
    let pausesWhenStopped: Bool

    init(layer: CALayer, endValueKey: String, pausesWhenStopped: Bool = false) {
        self.layer = layer
        self.endValueKey = endValueKey
        self.pausesWhenStopped = pausesWhenStopped
    }

    /// `CABasicAnimation(keyPath: "position")` to `location`, with this delegate and the end point stored by KVC.
    func translationAnimation(to location: CGPoint, duration: CFTimeInterval) -> CABasicAnimation {
        let basicAnimation = CABasicAnimation(keyPath: "position")
        basicAnimation.toValue = NSValue(cgPoint: location)
        basicAnimation.duration = duration
        basicAnimation.delegate = self
        basicAnimation.setValue(NSValue(cgPoint: location), forKey: endValueKey)
        return basicAnimation
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let layer, let end = anim.value(forKey: endValueKey) as? NSValue else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = end.cgPointValue
        CATransaction.commit()
        if pausesWhenStopped { Articles.animationPause(layer) }
    }
}

/// B-22's view controller as the group's delegate: reads the end point and the angle stored on the children and
/// sets them on the model with actions disabled.
private final class SpinningFallController: CAAnimationDelegate {
    weak var layer: CALayer?

    init(layer: CALayer) {
        self.layer = layer
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let layer, let animationGroup = anim as? CAAnimationGroup, let animations = animationGroup.animations,
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
