import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 41 (§ 8.4.1): three ``ButtonView``s, 210 × 70 at x 100 and y 150, 275, 400, each with a tap gesture
/// recognizer. The book leaves the three actions' bodies out; here each starts its button's first stage
/// (``ButtonView/startAnimation()``), so the three buttons show the same animation at the moments they are tapped,
/// as Fig 8.4's three copies do.
final class UpLoadButtonViewController: UIViewController {
    var singleTap1: UITapGestureRecognizer?
    var singleTap2: UITapGestureRecognizer?
    var singleTap3: UITapGestureRecognizer?
    var buttonview1: ButtonView?
    var buttonview2: ButtonView?
    var buttonview3: ButtonView?

    override func viewDidLoad() {
        super.viewDidLoad()
        buttonview1 = ButtonView(frame: CGRect(x: 100, y: 150, width: 210, height: 70))
        buttonview2 = ButtonView(frame: CGRect(x: 100, y: 275, width: 210, height: 70))
        buttonview3 = ButtonView(frame: CGRect(x: 100, y: 400, width: 210, height: 70))
        singleTap1 = UITapGestureRecognizer(target: self, action: Selector(UpLoadButtonViewController.viewAction1))
        singleTap2 = UITapGestureRecognizer(target: self, action: Selector(UpLoadButtonViewController.viewAction2))
        singleTap3 = UITapGestureRecognizer(target: self, action: Selector(UpLoadButtonViewController.viewAction3))
        buttonview1?.addGestureRecognizer(singleTap1!)
        buttonview2?.addGestureRecognizer(singleTap2!)
        buttonview3?.addGestureRecognizer(singleTap3!)
        self.view.addSubview(buttonview1!)
        self.view.addSubview(buttonview2!)
        self.view.addSubview(buttonview3!)
    }

    /// Not in the book (its body is not shown): starts the first button's animation.
    func viewAction1() {
        buttonview1?.startAnimation()
    }

    /// Not in the book (its body is not shown): starts the second button's animation.
    func viewAction2() {
        buttonview2?.startAnimation()
    }

    /// Not in the book (its body is not shown): starts the third button's animation.
    func viewAction3() {
        buttonview3?.startAnimation()
    }
}
