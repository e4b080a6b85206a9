import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Article 002's `KeyFrameAnimationVC` (B-20, B-21): the snowflake on the night pattern, falling in `viewDidLoad`
/// through four position keyframes (`translationAnimation_values`) or along a cubic Bézier after a 2 s delay
/// (`translationAnimation_path`) — the article shows the controller twice, once with each call.
final class KeyFrameAnimationVC: UIViewController {
    /// Which of the article's two versions of `viewDidLoad` runs.
    enum Version {
        /// B-20: `translationAnimation_values`.
        case values
        /// B-21: `translationAnimation_path`.
        case path
    }

    let version: Version
    /// `self.layer`.
    private var layer = CALayer()

    /// The controller of B-20 (`.values`) or B-21 (`.path`).
    init(version: Version) {
        self.version = version
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the scenes make the controller in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        layer = Articles.addFallingLayer(to: view, imageName: "雪", backgroundName: "bg.jpg")
        switch version {
        case .values: translationAnimation_values()
        case .path: translationAnimation_path()
        }
    }

    private func translationAnimation_values() {
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

    private func translationAnimation_path() {
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
