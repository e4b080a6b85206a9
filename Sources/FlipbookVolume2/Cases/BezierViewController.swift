import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 48's full demo (§ 11.2.2, Fig 11.9): in `viewDidLoad`, a screen-sized ``BezierView`` (transparent, over the
/// controller's white view), as chapter 11's controller declares `bezierView1`.
final class BezierViewController: UIViewController {
    var bezierView1: BezierView?

    override func viewDidLoad() {
        super.viewDidLoad()
        bezierView1 = BezierView(frame: self.view.bounds)
        self.view.addSubview(bezierView1!)
    }
}
