import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 16 (§ 3.2): the plane lands with one end keyframe — `animateKeyframes` over 2 s, calculation mode cubic,
/// to the frame (300, 300, 50, 50); the completion prints "done".
final class PlaneLandingViewController: AirportViewController {
    override func viewWillAppear(_ animated: Bool) {
        UIView.animateKeyframes(withDuration: 2, delay: 0,
                                options: UIView.KeyframeAnimationOptions.calculationModeCubic,
                                animations: { () in
            self.imageViewPlane?.frame = CGRect(x: 300, y: 300, width: 50, height: 50)
        }, completion: { (finish) in
            self.print("done")
        })
    }
}
