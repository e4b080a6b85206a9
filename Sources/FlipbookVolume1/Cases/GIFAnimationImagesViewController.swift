import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 24 (§ 5.6.2): the 67 plane stills played by a `UIImageView`'s `animationImages`, centred, once in 5 s: still
/// k during [k·5/67, (k+1)·5/67), and nothing after 5 s (the view has no `image`).
final class GIFAnimationImagesViewController: CaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var images:[UIImage] = []
        for i in 0...66{
            let imagePath = "\(i).png"
            let image:UIImage = UIImage(named: imagePath)!
            images.append(image)
        }
        let imageView = UIImageView()
        imageView.frame = self.view.bounds
        imageView.contentMode = UIView.ContentMode.center
        self.view.addSubview(imageView)
        imageView.animationImages = images
        imageView.animationDuration = 5
        imageView.animationRepeatCount = 1
        imageView.startAnimating()
    }
}
