import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

// MARK: B-7: LayerTransformViewController's seven static demos

extension Articles {
    /// B-7-01 … B-7-07: one still scene per method of `LayerTransformViewController`.
    static let layerTransformDemos: [Scene] = LayerTransformViewController.Demo.allCases.map(layerTransformScene)

    /// The scene of one of B-7's methods: the controller's `viewDidLoad` runs that method.
    private static func layerTransformScene(_ demo: LayerTransformViewController.Demo) -> Scene {
        Scene(id: "B-7-\(demo.rawValue)", origin: .article(number: 2, section: "§4 LayerTransformViewController"),
              title: "Static layer demo \(demo.rawValue): \(demo.title)", chineseTitle: demo.chineseTitle,
              canvas: demo.canvas, sampleTimes: [0],
              notes: ["`logo` is a stand-in.", demo.notes].filter { !$0.isEmpty }.joined(separator: " "),
              viewController: { LayerTransformViewController(demo: demo) })
    }
}

/// Article 002's `LayerTransformViewController` (§4): `viewDidLoad` makes the view white and calls one of its
/// seven demo methods (the article calls `图层内容和内容模式_01`; each B-7 scene calls one, chosen by ``demo``).
final class LayerTransformViewController: UIViewController {
    /// The seven methods, by the number that ends their names (`…_01` … `…_07`).
    enum Demo: String, CaseIterable, Sendable {
        case contentsAndGravity = "01"
        case shadow = "02"
        case shadowPath = "03"
        case masksToBounds = "04"
        case borderAndCornerRadius = "05"
        case contentsRectTiling = "06"
        case affineTransform = "07"

        var title: String {
            switch self {
            case .contentsAndGravity: "Contents and gravity"
            case .shadow: "Shadow"
            case .shadowPath: "Shadow path"
            case .masksToBounds: "masksToBounds"
            case .borderAndCornerRadius: "Border and corner radius"
            case .contentsRectTiling: "contentsRect tiling"
            case .affineTransform: "Affine transform"
            }
        }

        /// The method's name in the article.
        var chineseTitle: String {
            switch self {
            case .contentsAndGravity: "图层内容和内容模式"
            case .shadow: "层的阴影"
            case .shadowPath: "阴影路径"
            case .masksToBounds: "剪切超过父图层的部分"
            case .borderAndCornerRadius: "图层添加边框和圆角"
            case .contentsRectTiling: "剪切图片的一部分"
            case .affineTransform: "仿射变换"
            }
        }

        /// The part of the screen the demo draws on.
        var canvas: CGRect {
            switch self {
            case .contentsAndGravity: CGRect(origin: .zero, size: Scene.screenSize)
            case .shadow, .masksToBounds, .borderAndCornerRadius: CGRect(x: 0, y: 0, width: 220, height: 220)
            case .shadowPath: CGRect(x: 0, y: 0, width: 290, height: 290)
            case .contentsRectTiling: CGRect(x: 40, y: 60, width: 290, height: 350)
            case .affineTransform: CGRect(x: 0, y: 20, width: 360, height: 380)
            }
        }

        var notes: String {
            switch self {
            case .contentsAndGravity: "The view's own layer shows the logo too (`self.view.layer.contents`), stretched over the screen."
            case .contentsRectTiling: "The nine tiles are `UIView`s, each showing a third of the logo through its layer's `contentsRect`."
            default: ""
            }
        }
    }

    /// The method `viewDidLoad` calls.
    let demo: Demo

    /// A controller running `demo`.
    init(demo: Demo) {
        self.demo = demo
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the scenes make the controller in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        switch demo {
        case .contentsAndGravity: contentsAndGravity01()
        case .shadow: shadow02()
        case .shadowPath: shadowPath03()
        case .masksToBounds: masksToBounds04()
        case .borderAndCornerRadius: borderAndCornerRadius05()
        case .contentsRectTiling: contentsRectTiling06()
        case .affineTransform: affineTransform07()
        }
    }

    /// `仿射变换_07`: the logo on a red 200 × 300 layer, turned 45°.
    private func affineTransform07() {
        let layer = addRedLayer(frame: CGRect(x: 60, y: 60, width: 200, height: 300))
        layer.contents = UIImage(named: "logo")?.cgImage
        layer.setAffineTransform(CGAffineTransform(rotationAngle: 45 * .pi / 180))
    }

    /// `剪切图片的一部分_06`: nine red views, 80 × 100 with 3-point gaps, each showing a ninth of the logo.
    private func contentsRectTiling06() {
        let width = 80
        let height = 100
        let sapce = 3
        for i in 0..<9 {
            let view = UIView()
            view.frame = CGRect(x: 60 + (width + sapce) * (i % 3), y: 80 + (height + sapce) * (i / 3),
                                width: width, height: height)
            view.backgroundColor = UIColor.red
            view.layer.contents = UIImage(named: "logo")?.cgImage
            view.layer.contentsRect = CGRect(x: 1.0 / 3.0 * CGFloat(i % 3), y: 1.0 / 3.0 * CGFloat(i / 3),
                                             width: 1.0 / 3.0, height: 1.0 / 3.0)
            self.view.addSubview(view)
        }
    }

    /// `图层添加边框和圆角_05`: a green 3-point border and 10-point corners.
    private func borderAndCornerRadius05() {
        let layer = addRedLayer()
        layer.borderColor = UIColor.green.cgColor
        layer.borderWidth = 3
        layer.cornerRadius = 10
    }

    /// `剪切超过父图层的部分_04`: a blue sublayer clipped to the red layer.
    private func masksToBounds04() {
        let layer = addRedLayer()
        let layer2 = CALayer()
        layer2.frame = CGRect(x: 30, y: 30, width: 100, height: 100)
        layer2.backgroundColor = UIColor.blue.cgColor
        layer.addSublayer(layer2)
        layer.masksToBounds = true
    }

    /// `阴影路径_03`: a yellow shadow shaped by a 200-point circle.
    private func shadowPath03() {
        let layer = addRedLayer()
        layer.shadowOpacity = 1.0
        layer.shadowColor = UIColor.yellow.cgColor
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 200, height: 200))
        layer.shadowPath = path
    }

    /// `层的阴影_02`: a blurred yellow shadow offset (10, −10).
    private func shadow02() {
        let layer = addRedLayer()
        layer.shadowOpacity = 0.9
        layer.shadowColor = UIColor.yellow.cgColor
        layer.shadowOffset = CGSize(width: 10, height: -10)
        layer.shadowRadius = 10
    }

    /// `图层内容和内容模式_01`: the logo fitted into a red square, and the view's own layer showing the logo.
    private func contentsAndGravity01() {
        let layer = addRedLayer(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        layer.contents = UIImage(named: "logo")?.cgImage
        layer.contentsGravity = .resizeAspect
        view.layer.contents = UIImage(named: "logo")?.cgImage
    }

    /// The layer each method starts with: `CALayer`, `frame` (60, 60, 100, 100) unless given, red, on the view's
    /// layer.
    private func addRedLayer(frame: CGRect = CGRect(x: 60, y: 60, width: 100, height: 100)) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = UIColor.red.cgColor
        view.layer.addSublayer(layer)
        return layer
    }
}
