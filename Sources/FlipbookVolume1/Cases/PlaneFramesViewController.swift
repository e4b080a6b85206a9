import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// The frame-by-frame plane of § 4.2–4.3: an image view the size of the screen, aspect fit, with no image until the
/// first refresh; each `refushImage()` (the book's spelling) shows `"\(index).png"` and counts on, and after the
/// 67th still (`66.png`) it stops its driver and stays on the last frame. The subclasses drive it.
class PlaneFramesViewController: CaseViewController {
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

    func refushImage() {
        imageView?.image = UIImage(named: "\(index).png")
        index += 1
        if index == 67 {
            invalidateDriver()
            index -= 1
            imageView?.image = UIImage(named: "\(index).png")
        }
    }

    /// Stops what calls ``refushImage()`` (the book's `timer?.invalidate()`).
    func invalidateDriver() {}
}
