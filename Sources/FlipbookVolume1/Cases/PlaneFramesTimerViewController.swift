import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 19 (§ 4.2): frame-by-frame with a timer — `Timer.scheduledTimer` every 0.1 s, as the code writes it (the
/// prose says 0.05 s: seed contradiction E5), so still k appears at (k + 1) × 0.1 s and `66.png` stays from 6.7 s.
final class PlaneFramesTimerViewController: PlaneFramesViewController {
    var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(timeInterval: 0.1,
                                     target: self,
                                     selector: Selector(PlaneFramesTimerViewController.refushImage),
                                     userInfo: nil,
                                     repeats: true)
    }

    override func invalidateDriver() {
        timer?.invalidate()
    }
}
