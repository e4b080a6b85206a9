import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Article 002 §5's demo screen for the custom progress layer: the layer over the whole view, drawing its line from
/// (25, 150) across the screen less 25 points each side (`MAX_LENGTH` = width − 50, as the article's `CAShapeLayer`
/// version), and "a UISlider to drag the progress" ("在controller里面加上一个UISlider拖拉来控制你的进度条进度")
/// under it, from x 25 to width − 25.
final class WavyProgressViewController: UIViewController {
    /// Where the demo's slider sits (the article gives no frame).
    static let sliderFrame = CGRect(x: 25, y: 230, width: 364, height: 30)

    let progressLayer: WavyProgressLayer
    let slider = UISlider(frame: WavyProgressViewController.sliderFrame)

    /// A demo screen for `progressLayer` (a ``WavyProgressLayer`` or its ``StrokeEndProgressLayer`` extension).
    init(progressLayer: WavyProgressLayer) {
        self.progressLayer = progressLayer
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the scene makes the controller in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let width = UIScreen.main.bounds.width
        progressLayer.frame = view.bounds
        progressLayer.origin = CGPoint(x: 25, y: 150)
        progressLayer.maxLength = width - 50
        progressLayer.contentsScale = UIScreen.main.scale
        progressLayer.setNeedsDisplay()
        view.layer.addSublayer(progressLayer)
        slider.addTarget(self, action: Selector(sliderValueChanged), for: .valueChanged)
        view.addSubview(slider)
    }

    func sliderValueChanged(_ sender: UISlider) {
        progressLayer.progress = CGFloat(sender.value)
    }
}
