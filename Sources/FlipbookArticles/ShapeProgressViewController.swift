import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Article 002 §5's first approach ("常规做法"): two `CAShapeLayer`s share the bent line's path — `background`
/// below for the whole bar, `top` above it trimmed to the progress with `strokeEnd` — and `updatePath` rebuilds the
/// path on every progress change, driven by the demo's slider.
///
/// The layers are standalone: a new `path` shows at once (Core Animation makes no implicit animation for it), but
/// each new `strokeEnd` animates implicitly over 0.25 s — the lag of "a few frames" the article notes against
/// drawing in the layer's own context.
final class ShapeProgressViewController: UIViewController {
    let background = CAShapeLayer()
    let top = CAShapeLayer()
    let slider = UISlider(frame: WavyProgressViewController.sliderFrame)

    /// The progress, 0 … 1; setting it updates the path.
    var progress: CGFloat = 0 {
        didSet { updatePath() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for (layer, color) in [(background, UIColor.lightGray), (top, UIColor.green)] {
            layer.fillColor = nil
            layer.strokeColor = color.cgColor
            layer.lineWidth = 5
            layer.lineCap = .round
            view.layer.addSublayer(layer)
        }
        updatePath()
        slider.addTarget(self, action: Selector(sliderValueChanged), for: .valueChanged)
        view.addSubview(slider)
    }

    func sliderValueChanged(_ sender: UISlider) {
        progress = CGFloat(sender.value)
    }

    func updatePath() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 25, y: 150))
        path.addLine(to: CGPoint(x: (UIScreen.main.bounds.width - 50) * progress + 25, y: 150 + (25.0 * (1 - abs(progress - 0.5) * 2))))
        path.addLine(to: CGPoint(x: UIScreen.main.bounds.width - 25, y: 150))
        self.background.path = path.cgPath
        self.top.path = path.cgPath
        self.top.strokeEnd = progress
    }
}
