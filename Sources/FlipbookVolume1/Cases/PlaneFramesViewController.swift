import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// The frame-by-frame plane of § 4.2–4.3: the screen-sized image view, with no image until the first refresh; each
/// `refushImage()` (the book's spelling) shows `"\(index).png"` and counts on, and after the 67th still (`66.png`)
/// it stops its driver and stays on the last frame. The subclasses drive it.
class PlaneFramesViewController: ScreenImageViewController {
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
