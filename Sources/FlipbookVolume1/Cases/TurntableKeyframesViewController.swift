import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 18 (§ 3.3): the turntable turns without end by keyframes — a 0.2 s keyframe animation of four quarter
/// turns (0.05 s each, calculation mode linear), whose completion starts the next one.
///
/// The book prints the second keyframe's start time as 0, while its prose puts the keyframes at 0, 0.05, 0.1 and
/// 0.15 s (seed contradiction E4): the second keyframe starts at 1/4 here, the one edit to the book's code.
final class TurntableKeyframesViewController: TurntableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        animationCircle()
    }

    func animationCircle() {
        UIView.animateKeyframes(withDuration: 0.2, delay: 0, options: UIView.KeyframeAnimationOptions(), animations: { () in
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 4, animations: { () in
                self.turnAQuarter()
            })
            UIView.addKeyframe(withRelativeStartTime: 1 / 4, relativeDuration: 1 / 4, animations: { () in
                self.turnAQuarter()
            })
            UIView.addKeyframe(withRelativeStartTime: 2 / 4, relativeDuration: 1 / 4, animations: { () in
                self.turnAQuarter()
            })
            UIView.addKeyframe(withRelativeStartTime: 3 / 4, relativeDuration: 1 / 4, animations: { () in
                self.turnAQuarter()
            })
        }, completion: { (finish) in
            self.animationCircle()
        })
    }

    /// The body the book repeats in each keyframe: one more quarter turn.
    private func turnAQuarter() {
        self.index += 1
        let angle: CGFloat = CGFloat(M_PI_2) * CGFloat(self.index)
        self.imageView?.transform = CGAffineTransform(rotationAngle: angle)
    }
}
