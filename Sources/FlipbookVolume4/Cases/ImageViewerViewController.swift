import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Case 55 (§ 15.2) and Case 56 (§ 15.3): `1.jpg` in a 300 × 400 image view at the centre of the white view; the
/// "Next" button shows `2.jpg` with a 2 s `CATransition` added to the whole view's layer — `oglFlip` in the book's
/// code, Case 56's type in each of its figures.
final class ImageViewerViewController: UIViewController {
    var imageView:UIImageView?
    /// The button the book's storyboard wires to ``animationBegin(sender:)`` (its geometry is not given).
    let nextButton = UIButton(type: .system)
    /// The transition's type (line 4 of the action: `"oglFlip"`).
    let transitionType: CATransitionType
    /// The transition's subtype: `nil` as the book's code, or Fig 15.2's `kCATransitionFromRight`.
    let transitionSubtype: CATransitionSubtype?

    /// The viewer with a transition of `type` and `subtype`.
    init(type: CATransitionType, subtype: CATransitionSubtype? = nil) {
        transitionType = type
        transitionSubtype = subtype
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the cases are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = UIColor.white   // the storyboard's view: Interface Builder's default background
        imageView = UIImageView()
        imageView?.frame = CGRect(x:0,y:0,width:300,height:400)
        imageView?.center = self.view.center
        imageView?.image = UIImage(named: "1.jpg")
        imageView?.contentMode = UIView.ContentMode.scaleAspectFit
        self.view.addSubview(imageView!)
        nextButton.frame = CGRect(x: 157, y: 600, width: 100, height: 44)
        nextButton.setTitle("Next", for: .normal)
        nextButton.addTarget(self, action: Selector(ImageViewerViewController.animationBegin(sender:)),
                             for: .touchUpInside)
        self.view.addSubview(nextButton)
    }

    func animationBegin(sender: AnyObject) {
        imageView?.image = UIImage(named: "2.jpg")
        let animation:CATransition = CATransition()
        animation.duration = 2;
        animation.type = transitionType
        animation.subtype = transitionSubtype
        self.view.layer.add(animation, forKey: nil)
    }
}
