import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 17 (§ 3.2): the plane lands through two relative keyframes — in the first second it flies right to
/// (300, 100) shrinking to 30 × 30 (further from the airport), in the second it dives to (300, 300) growing to
/// 100 × 100; calculation mode cubic; the completion prints "done".
final class PlaneLandingKeyframesViewController: AirportViewController {
    override func viewWillAppear(_ animated: Bool) {
        UIView.animateKeyframes(withDuration: 2, delay: 0,
                                options: UIView.KeyframeAnimationOptions.calculationModeCubic,
                                animations: { () in
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 2, animations: { () in
                self.imageViewPlane?.frame = CGRect(x: 300, y: 100, width: 30, height: 30)
            })
            UIView.addKeyframe(withRelativeStartTime: 1 / 2, relativeDuration: 1 / 2, animations: { () in
                self.imageViewPlane?.frame = CGRect(x: 300, y: 300, width: 100, height: 100)
            })
        }, completion: { (finish) in
            self.print("done")
        })
    }
}
