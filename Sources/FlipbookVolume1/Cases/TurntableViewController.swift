import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// The lottery turntable of § 2.3.3 and § 3.3: `turntable.png` in an image view the size of the screen, aspect
/// fit, and the `index` of quarter turns made so far. The subclasses turn it.
class TurntableViewController: CaseViewController {
    var imageView: UIImageView?
    var index: Int = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView = UIImageView()
        imageView?.frame = UIScreen.main.bounds
        imageView?.image = UIImage(named: "turntable.png")
        imageView?.contentMode = UIView.ContentMode.scaleAspectFit
        self.view.addSubview(imageView!)
    }
}
