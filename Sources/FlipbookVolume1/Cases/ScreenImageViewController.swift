import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// The set-up § 2.3.3, § 3.3, § 4.2 and § 4.3 share: an `imageView` the size of the screen, aspect fit, on
/// `self.view`, and an `index` counting from 0 (quarter turns of the turntable, stills of the plane). The subclasses
/// put the image in and drive the index.
class ScreenImageViewController: CaseViewController {
    var imageView: UIImageView?
    var index: Int = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView = UIImageView()
        imageView?.frame = UIScreen.main.bounds
        imageView?.contentMode = UIView.ContentMode.scaleAspectFit
        self.view.addSubview(imageView!)
        index = 0
    }
}
