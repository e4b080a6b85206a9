import FlipbookCoreAnimation
import FlipbookUIKit

/// Article 004's `ViewController`: a dark grey view showing the six-square loader, its colour set to white and its
/// spin started in `viewDidLoad`. The article's `let layer = LZMLayer(withNumberOfItems: 6)` is passed in, so that the
/// failing stages run the same controller with ``LZMFlatLayer``. The template's `didReceiveMemoryWarning()` and
/// `viewWillAppear(_:)`, which only call `super`, are left out.
final class StackedSquaresViewController: UIViewController {
    let layer: any StackedSquaresLayer

    /// A controller showing `layer` (the article's: `LZMLayer(withNumberOfItems: 6)`).
    init(layer: any StackedSquaresLayer) {
        self.layer = layer
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the scenes make the controller in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view, typically from a nib.

        view.backgroundColor = UIColor.darkGray
        view.layer.addSublayer(layer)
        layer.color = UIColor.white
        spin(sender: nil)
    }

    // Wire these up to two UIButtons on your Storyboard. But for now I'll just call the first above.

    func spin(sender: AnyObject?) {
        layer.startAnimating()
    }

    func halt(sender: AnyObject) {
        layer.stopAnimating()
    }
}
