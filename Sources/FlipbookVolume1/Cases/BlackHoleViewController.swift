import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 21 (§ 4.4): frame-by-frame drawing — a timer every 1/30 s grows the black hole by one point on a cyan
/// screen (radius = ticks − 1: 29 at 1 s, 149 at 5 s), without end.
final class BlackHoleViewController: CaseViewController {
    var blackHole: BlackHoleView?
    var timer: Timer?
    var index: Float = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        blackHole = BlackHoleView()
        blackHole?.frame = UIScreen.main.bounds
        blackHole?.backgroundColor = UIColor.cyan
        self.view.addSubview(blackHole!)
        index = 0
        timer = Timer.scheduledTimer(timeInterval: 1.0 / 30, target: self,
                                     selector: Selector(BlackHoleViewController.refushImage),
                                     userInfo: nil, repeats: true)
    }

    func refushImage() {
        blackHole?.blackHoleIncrease(index)
        index += 1
    }
}
