import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// The lottery turntable of § 2.3.3 and § 3.3: `turntable.png` in the screen-sized image view; `index` counts the
/// quarter turns made so far. The subclasses turn it.
class TurntableViewController: ScreenImageViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        imageView?.image = UIImage(named: "turntable.png")
    }
}
