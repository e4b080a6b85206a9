import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 20 (§ 4.3): frame-by-frame with a display link — `CADisplayLink` with `frameInterval = 1`, added to the
/// current run loop, so a new still every 1/60 s: the 67 stills take 67/60 ≈ 1.117 s. The book reuses § 4.2's
/// `refushImage`, whose `timer?.invalidate()` finds no timer here; the link is what stops.
final class PlaneFramesDisplayLinkViewController: PlaneFramesViewController {
    var displaylink: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        displaylink = CADisplayLink.init(target: self,
                                         selector: Selector(PlaneFramesDisplayLinkViewController.refushImage))
        displaylink?.frameInterval = 1
        displaylink?.add(to: RunLoop.current, forMode: RunLoop.Mode.default)
    }

    override func invalidateDriver() {
        displaylink?.invalidate()
    }
}
