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
        """,
        viewController: { KCMainViewController(spins: false) }
    ) { stage in
        stage.tap(at: petalTap, time: 0)
    }

    /// B-18: B-17 with the anchor point at (0.5, 0.6) and a 270° spin (6 s, autoreversed).
    private static let b18 = Scene(
        id: "B-18", origin: .article(number: 2, section: "§8 Basic animation: rotation"),
        title: "Falling petal with rotation", chineseTitle: "基础动画：落花旋转",
        canvas: petalCanvas, sampleTimes: [0, 1.5, 3, 4.5, 6, 7.5, 9, 10.5, 12],
        notes: """
        The text says the rotation "loops infinitely" but the code sets no `repeatCount` (seed error E20): the scene \
        follows the code, one turn there and back (12 s). The tap is at (300, 480). Stand-ins as B-17.
        """,
        viewController: { KCMainViewController(spins: true) }
    ) { stage in
        stage.tap(at: petalTap, time: 0)
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
        """,
        viewController: { BaseAnimeVC() }
    ) { stage in
        stage.tap(at: CGPoint(x: 250, y: 380), time: 0)
        stage.tap(at: CGPoint(x: 250, y: 380), time: 2)
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
        """,
        viewController: { KeyFrameAnimationVC(version: .values) }
    )

    /// B-21: after a 2 s delay the snowflake follows a cubic Bézier for 5 s, then snaps back.
    private static let b21 = Scene(
        id: "B-21", origin: .article(number: 2, section: "§8 Keyframe animation: path"),
        title: "Keyframe animation along a cubic Bézier", chineseTitle: "关键帧动画：路径",
        canvas: snowflakeCanvas, sampleTimes: [0, 2, 3.5, 4.5, 6, 7.5],
        notes: "The article's comment calls the curve quadratic; it is cubic (E20). Stand-ins as B-19.",
        viewController: { KeyFrameAnimationVC(version: .path) }
    )

    /// B-22: after 5 s, a 10 s group moves the snowflake along the curve while it spins; the delegate keeps the
    /// final position and rotation.
    private static let b22 = Scene(
        id: "B-22", origin: .article(number: 2, section: "§8 Animation group"),
        title: "Group: path and spin", chineseTitle: "动画组",
        canvas: snowflakeCanvas, sampleTimes: [0, 5, 6.25, 7.5, 8.75, 10, 12.5, 14.5, 15.5],
        notes: "Stand-ins as B-19.",
        viewController: { AnimationGroupVC() }
    )

    /// B-17 … B-19's `animationDidStop`: the model `position` set to `location` (the end point the translation
    /// stored) inside a transaction with actions disabled, so the layer stays where the animation left it instead
    /// of animating there again. Returns whether `location` was a point.
    @discardableResult
    static func moveWithoutAnimation(_ layer: CALayer, to location: Any?) -> Bool {
        guard let location = location as? NSValue else { return false }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = location.cgPointValue
        CATransaction.commit()
        return true
    }

    /// The demos' `viewDidLoad`: `view`'s background is a pattern of `backgroundName` ("the picture is in fact on
    /// the root layer"), and a 10 × 20 layer at (50, 150) shows `imageName`.
    static func addFallingLayer(to view: UIView, imageName: String, backgroundName: String) -> CALayer {
        if let backgroundImage = UIImage(named: backgroundName) {
            view.backgroundColor = UIColor(patternImage: backgroundImage)
        }
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        layer.position = CGPoint(x: 50, y: 150)
        layer.contents = UIImage(named: imageName)?.cgImage
        view.layer.addSublayer(layer)
        return layer
    }
}

/// B-17 and B-18's `KCMainViewController`: the petal on the pattern background; a tap sends it to the touch in
/// 5 s (B-18 also spins it 270° and back, about an anchor point at (0.5, 0.6)); the controller, the translation's
/// delegate, sets the model position at the end with actions disabled.
final class KCMainViewController: UIViewController, CAAnimationDelegate {
    /// Whether this is B-18's version, with the anchor point and the rotation.
    let spins: Bool
    /// `_layer`.
    private var layer = CALayer()

    /// A controller for B-17 (`spins` false) or B-18.
    init(spins: Bool) {
        self.spins = spins
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the scenes make the controller in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        layer = Articles.addFallingLayer(to: view, imageName: "petal.png", backgroundName: "background.jpg")
        if spins { layer.anchorPoint = CGPoint(x: 0.5, y: 0.6) }
    }

    /// The translation: `position` to `location` in 5 s, the end point stored on the animation.
    private func translatonAnimation(_ location: CGPoint) {
        let basicAnimation = CABasicAnimation(keyPath: "position")
        basicAnimation.toValue = NSValue(cgPoint: location)
        basicAnimation.duration = 5.0
        basicAnimation.delegate = self
        basicAnimation.setValue(NSValue(cgPoint: location), forKey: "KCBasicAnimationLocation")
        layer.add(basicAnimation, forKey: "KCBasicAnimation_Translation")
    }

    /// The rotation: 270° about z in 6 s and back.
    private func rotationAnimation() {
        let basicAnimation = CABasicAnimation(keyPath: "transform.rotation.z")
        basicAnimation.toValue = NSNumber(value: Float.pi / 2 * 3)
        basicAnimation.duration = 6.0
        basicAnimation.autoreverses = true
        layer.add(basicAnimation, forKey: "KCBasicAnimation_Rotation")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let location = touch.location(in: view)
        translatonAnimation(location)
        if spins { rotationAnimation() }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        Articles.moveWithoutAnimation(layer, to: anim.value(forKey: "KCBasicAnimationLocation"))
    }
}

/// B-19's `BaseAnimeVC`: the snowflake on the night pattern; the first tap sends it to the touch in 1 s while it
/// flips about y forever; when the translation stops the controller keeps the end position and pauses the layer;
/// later taps resume or pause it.
final class BaseAnimeVC: UIViewController, CAAnimationDelegate {
    /// `self.layer`.
    private var layer = CALayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        layer = Articles.addFallingLayer(to: view, imageName: "雪", backgroundName: "bg.jpg")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let position = touch.location(in: view)
        if layer.animation(forKey: "ZXBasicAnimation_rotation") != nil {
            if layer.speed == 0 { animationResume() } else { animationPause() }
        } else {
            translationAnimation(position)
            rotationAnimation()
        }
    }

    /// Freezes the layer's time at the current moment.
    private func animationPause() {
        let interval = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.timeOffset = interval
        layer.speed = 0
    }

    /// Restarts the layer's time from where it was paused.
    private func animationResume() {
        let beginTime = CACurrentMediaTime() - layer.timeOffset
        layer.timeOffset = 0
        layer.beginTime = beginTime
        layer.speed = 1.0
    }

    /// The translation: `position` to `location` in 1 s, ease-in-ease-out, kept after it ends.
    private func translationAnimation(_ location: CGPoint) {
        let basicAnim = CABasicAnimation(keyPath: "position")
        basicAnim.toValue = NSValue(cgPoint: location)
        basicAnim.duration = 1.0
        basicAnim.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        basicAnim.isRemovedOnCompletion = false
        basicAnim.delegate = self
        basicAnim.setValue(NSValue(cgPoint: location), forKey: "ZXBasicAnimationEndValue")
        layer.add(basicAnim, forKey: "ZXBasicAnimation_Translation")
    }

    /// The flip: half a turn about y in 1 s and back, forever.
    private func rotationAnimation() {
        let basicAnimation = CABasicAnimation(keyPath: "transform.rotation.y")
        basicAnimation.toValue = NSNumber(value: Float.pi)
        basicAnimation.duration = 1.0
        basicAnimation.autoreverses = true
        basicAnimation.repeatCount = .infinity
        basicAnimation.isRemovedOnCompletion = false
        layer.add(basicAnimation, forKey: "ZXBasicAnimation_rotation")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard Articles.moveWithoutAnimation(layer, to: anim.value(forKey: "ZXBasicAnimationEndValue")) else { return }
        animationPause()
    }
}
