// The book's chapter 5 (Case 24, §5.6.2): the 67 plane stills played by a UIImageView's animationImages, once in
// 5 s, as an iOS project's ViewController.swift in the current Swift (the book's listing, in `viewDidLoad`).
// `GIFImageViewController` is our name for the book's `ViewController`. Modernisations: docs/porting.md.
import UIKit

class GIFImageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var images:[UIImage] = []
        for i in 0...66{// 遍历本地 67 张图片
            let imagePath = "\(i).png" // 构建图片名称
            let image:UIImage = UIImage(named: imagePath)!
            images.append(image) // 将图片添加到数组中
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
