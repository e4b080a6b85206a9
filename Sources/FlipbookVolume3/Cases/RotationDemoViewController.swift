import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Case 53 (§ 13.3): `image.jpg` in a 400 × 300 image view at the view's centre; in `viewDidLoad` a 4 s UIView
/// animation block gives its layer a 3D transform — one of the five variants of the book's text.
final class RotationDemoViewController: UIViewController {
    /// The book's five versions of the demo: where the layer's anchor point is, and the transform it animates to.
    enum Variant: Sendable {
        /// 53a (Fig 13.5): a quarter turn about the horizontal line through the centre (axis (1, 0, 0)).
        case xAxis
        /// 53b (Fig 13.6): a quarter turn about the diagonal (1, 1, 0) through the centre.
        case diagonal
        /// 53c (Fig 13.7): anchor point (0, 0), a quarter turn about the vertical line through it (axis (0, 1, 0)).
        case leftEdge
        /// 53d (Fig 13.8): a quarter turn about (1, 1, 1) through the centre.
        case spaceDiagonal
        /// 53e (Fig 13.9): the identity matrix with `m22 = 0.5`, half the height.
        case matrixEdit

        /// The layer's anchor point (line 9 of the book's code).
        var anchorPoint: CGPoint {
            switch self {
            case .leftEdge: CGPoint(x: 0, y: 0)
            case .xAxis, .diagonal, .spaceDiagonal, .matrixEdit: CGPoint(x: 0.5, y: 0.5)
            }
        }

        /// The transform the layer animates to (line 13 of the book's code, or 53e's lines 3–5).
        var transform: CATransform3D {
            switch self {
            case .xAxis: return CATransform3DMakeRotation(CGFloat(M_PI / 2.0), 1, 0, 0)
            case .diagonal: return CATransform3DMakeRotation(CGFloat(M_PI / 2.0), 1, 1, 0)
            case .leftEdge: return CATransform3DMakeRotation(CGFloat(M_PI / 2.0), 0, 1, 0)
            case .spaceDiagonal: return CATransform3DMakeRotation(CGFloat(M_PI / 2.0), 1, 1, 1)
            case .matrixEdit:
                var transform: CATransform3D = CATransform3DIdentity
                transform.m22 = 0.5
                return CATransform3DScale(transform, 1, 1, 1)
            }
        }
    }

    let variant: Variant
    var imageView: UIImageView?

    /// The demo in its `variant`.
    init(variant: Variant) {
        self.variant = variant
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the cases are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView = UIImageView()
        imageView?.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        imageView?.center = self.view.center
        imageView?.image = UIImage(named: "image.jpg")
        imageView?.contentMode = UIView.ContentMode.scaleAspectFit
        imageView!.layer.anchorPoint = variant.anchorPoint
        self.view.addSubview(imageView!)
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(4)
        imageView!.layer.transform = variant.transform
        UIView.commitAnimations()
    }
}
