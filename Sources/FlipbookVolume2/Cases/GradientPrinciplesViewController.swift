import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 45 (§ 10.2): the light-wave principle demos on one black screen, one captioned 180 × 130 panel per demo, each
/// a gradient layer set as the book's snippets set it — direction (top to bottom, left to right, diagonal), colour
/// levels (two, three), comet tail ([0, 0.1, 0.2], [0, 0.5, 0.6]) — and a full-width panel with the sweep:
/// `locations` from [0, 0.1, 0.2] to [0.8, 0.9, 1] in 3 s, ten times.
final class GradientPrinciplesViewController: UIViewController {
    let color = UIColor(red: 216.0 / 255.0, green: 114.0 / 255.0,
                        blue: 213.0 / 255.0, alpha: 1.0) // 粉色
    let color1 = UIColor(red: 61.0 / 255.0, green: 226.0 / 255.0,
                         blue: 210.0 / 255.0, alpha: 1.0) // 青色

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = UIColor.black
        // 10.2.1 光波方向: top to bottom, left to right, diagonal.
        addDirectionDemo("(0,0) → (0,1)", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 1), at: CGPoint(x: 17, y: 30))
        addDirectionDemo("(0,0) → (1,0)", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0), at: CGPoint(x: 217, y: 30))
        addDirectionDemo("(0,0.5) → (1,0)", from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 1, y: 0), at: CGPoint(x: 17, y: 200))
        // 10.2.2 光波颜色梯度: three levels.
        addDemo("clear, cyan, pink", at: CGPoint(x: 217, y: 200)) { gradientLayer in
            gradientLayer.startPoint = CGPoint(x: 0, y: 0)
            gradientLayer.endPoint = CGPoint(x: 1, y: 0)
            gradientLayer.colors = [UIColor.clear.cgColor,
                                    self.color1.cgColor,
                                    self.color.cgColor]
        }
        // 10.2.3 光波“彗星拖尾”效果.
        addDemo("[0.0, 0.1, 0.2]", at: CGPoint(x: 17, y: 370)) { gradientLayer in
            self.setCometTail(gradientLayer)
            gradientLayer.locations = [0.0, 0.1, 0.2]
        }
        addDemo("[0.0, 0.5, 0.6]", at: CGPoint(x: 217, y: 370)) { gradientLayer in
            self.setCometTail(gradientLayer)
            gradientLayer.locations = [0.0, 0.5, 0.6]
        }
        // 10.2.4 光波扫描效果.
        addDemo("locations [0.0, 0.1, 0.2] → [0.8, 0.9, 1.0]", at: CGPoint(x: 17, y: 540), width: 380) { gradientLayer in
            self.setCometTail(gradientLayer)
            gradientLayer.locations = [0.0, 0.1, 0.2]
            let gradientAnimation: CABasicAnimation = CABasicAnimation()
            gradientAnimation.keyPath = "locations" // 动画属性
            gradientAnimation.fromValue = [0.0, 0.1, 0.2]
            gradientAnimation.toValue = [0.8, 0.9, 1.0]
            gradientAnimation.duration = 3.0
            gradientAnimation.repeatCount = 10
            gradientLayer.add(gradientAnimation, forKey: nil)
        }
    }

    /// A direction demo at `origin`: `[clear, pink]` from `startPoint` to `endPoint`, under `caption`.
    func addDirectionDemo(_ caption: String, from startPoint: CGPoint, to endPoint: CGPoint, at origin: CGPoint) {
        addDemo(caption, at: origin) { gradientLayer in
            gradientLayer.startPoint = startPoint
            gradientLayer.endPoint = endPoint
            gradientLayer.colors = [UIColor.clear.cgColor, self.color.cgColor]
        }
    }

    /// The three-colour wave the comet-tail snippets start from, running left to right.
    func setCometTail(_ gradientLayer: CAGradientLayer) {
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0)
        gradientLayer.colors = [UIColor.clear.cgColor,
                                color1.cgColor,
                                color.cgColor]
    }

    /// A panel at `origin`: a caption above a gradient layer of `width` × 130 set up by `configure`, framed by a dark
    /// grey hairline so that its clear parts show where it ends.
    func addDemo(_ caption: String, at origin: CGPoint, width: CGFloat = 180,
                 configure: (CAGradientLayer) -> Void) {
        let label = UILabel(frame: CGRect(x: origin.x, y: origin.y, width: width, height: 20))
        label.text = caption
        label.textColor = UIColor.white
        label.font = UIFont.systemFont(ofSize: 13)
        self.view.addSubview(label)
        let panel = UIView(frame: CGRect(x: origin.x, y: origin.y + 22, width: width, height: 130))
        panel.layer.borderColor = UIColor.darkGray.cgColor
        panel.layer.borderWidth = 1
        self.view.addSubview(panel)
        let gradientLayer: CAGradientLayer = CAGradientLayer()
        gradientLayer.frame = panel.bounds
        panel.layer.addSublayer(gradientLayer)
        configure(gradientLayer)
    }
}
