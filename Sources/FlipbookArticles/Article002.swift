import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

extension Articles {
    /// Article 002, "iOS CALayer与iOS动画 讲解及使用", in the article's order: B-1 … B-6, Case B-7 (its seven static
    /// demos, B-7-01 … B-7-07), B-8 (its versions, B-8-1 … B-8-3), B-9, B-10 … B-27.
    static let article002: [Scene] = viewAnimationPrinciples + layerTransformDemos + wavyProgressBars
        + [b9, b10, b11, b12, b13, b14, b15]
        + delayedImageGrowth + petalAndSnowflakeCases + [b23] + frameByFrameAndViewWrappers + [b28]
}

// MARK: B-10 … B-15: implicit animation and layer drawing

extension Articles {
    /// B-10: a circle in the middle of the screen; each tap moves it to the touch, growing it to 200 points and
    /// turning it pink, or shrinking it back to 50 points and blue — all implicitly animated.
    private static let b10 = Scene(
        id: "B-10", origin: .article(number: 2, section: "§8 二 CALayer implicit animation"),
        title: "Implicit animation on a standalone layer", chineseTitle: "CALayer隐式动画",
        canvas: CGRect(x: 0, y: 140, width: 414, height: 400), sampleTimes: [0, 0.125, 0.25, 0.5, 0.625, 0.75],
        notes: "The taps are at (300, 250) at 0 s and (120, 450) at 0.5 s. The corner radius stays 25, as in the code."
    ) { stage in
        let kWidth: CGFloat = 50.0
        let size = stage.screenSize
        let layer = CALayer()
        layer.backgroundColor = CGColor(red: 0, green: 146 / 255.0, blue: 1.0, alpha: 1.0)
        layer.position = CGPoint(x: size.width / 2, y: size.height / 2)
        layer.bounds = CGRect(x: 0, y: 0, width: kWidth, height: kWidth)
        layer.cornerRadius = kWidth / 2
        layer.shadowColor = UIColor.gray.cgColor
        layer.shadowOffset = CGSize(width: 2, height: 2)
        layer.shadowOpacity = 0.9
        stage.view.layer.addSublayer(layer)
        for (time, position) in [(0.0, CGPoint(x: 300, y: 250)), (0.5, CGPoint(x: 120, y: 450))] {
            stage.at(time, "touchesBegan at (\(Int(position.x)), \(Int(position.y)))") {
                var width = layer.bounds.size.width
                if width == kWidth {
                    width = 4 * kWidth
                    layer.backgroundColor = CGColor(red: 1.0, green: 0.1, blue: 0.7, alpha: 1.0)
                } else {
                    width = kWidth
                    layer.backgroundColor = CGColor(red: 0, green: 146 / 255.0, blue: 1.0, alpha: 1.0)
                }
                layer.position = position
                layer.bounds = CGRect(x: 0, y: 0, width: width, height: width)
            }
        }
    }

    /// The canvas around the 150-point photo at (160, 200).
    private static let photoCanvas = CGRect(x: 60, y: 100, width: 200, height: 200)
    private static let photoHeight: CGFloat = 150
    private static let photoPosition = CGPoint(x: 160, y: 200)

    /// B-11: a circular photo drawn by the layer's delegate (with the CTM flipped so the image is upright).
    private static let b11 = Scene(
        id: "B-11", origin: .article(number: 2, section: "§8 三 Drawing through the layer delegate"),
        title: "Circular photo drawn by the layer delegate", chineseTitle: "通过代理方法绘制图",
        canvas: photoCanvas, sampleTimes: [0], notes: "`girls.jpg` is a stand-in."
    ) { stage in
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: photoHeight, height: photoHeight)
        layer.position = photoPosition
        layer.cornerRadius = photoHeight / 2.0
        layer.masksToBounds = true
        layer.borderColor = UIColor.cyan.cgColor
        layer.borderWidth = 2
        addDrawnPhoto(layer, on: stage)
    }

    /// B-12: the circular photo over a second, cyan layer that casts the shadow (masksToBounds clips shadows).
    private static let b12 = Scene(
        id: "B-12", origin: .article(number: 2, section: "§8 三 Extension 1"),
        title: "Shadowed circular photo", chineseTitle: "扩展1：带阴影的圆形图片",
        canvas: photoCanvas, sampleTimes: [0], notes: "`girls.jpg` is a stand-in."
    ) { stage in
        addShadowLayer(on: stage, borderColor: UIColor.gray.cgColor)
        addDrawnPhoto(photoContainer(borderWidth: 2), on: stage)
    }

    /// B-13: the photo set as `contents` and the layer turned half a turn about x.
    private static let b13 = Scene(
        id: "B-13", origin: .article(number: 2, section: "§8 三 Extension 2"),
        title: "Photo as contents, turned about x", chineseTitle: "扩展2：图层的形变",
        canvas: photoCanvas, sampleTimes: [0],
        notes: """
        The article's code sets the image as `contents` (which Core Animation shows upright) and then turns the layer \
        by π about x, as the original did for an image drawn without flipping the context. On Apple platforms that \
        shows the contents upside down, and so does the scene (the code is followed, not the prose). \
        `girls.jpg` is a stand-in.
        """
    ) { stage in
        addShadowLayer(on: stage, borderColor: UIColor.gray.cgColor)
        let layer = photoContainer(borderWidth: nil)
        layer.contents = UIImage(named: "girls.jpg")?.cgImage
        layer.setValue(Double.pi, forKeyPath: "transform.rotation.x")
        stage.view.layer.addSublayer(layer)
    }

    /// B-14: Kenshin Cui's version: the photo set as `contents`, no drawing.
    private static let b14 = Scene(
        id: "B-14", origin: .article(number: 2, section: "§8 三 Setting contents directly"),
        title: "Circular photo from contents", chineseTitle: "直接设置图层内容",
        canvas: photoCanvas, sampleTimes: [0], notes: "`photo.jpg` is a stand-in."
    ) { stage in
        addShadowLayer(on: stage, borderColor: UIColor.white.cgColor)
        let layer = photoContainer(borderWidth: 2)
        layer.contents = UIImage(named: "photo.jpg")?.cgImage
        stage.view.layer.addSublayer(layer)
    }

    /// B-15: `CustomLayerDrawInRectVC` adds a `ZXView` the size of the screen, whose custom layer (`ZXCALayer`)
    /// draws a green star in `draw(in:)` on a blue square.
    private static let b15 = Scene(
        id: "B-15", origin: .article(number: 2, section: "§8 Drawing in a custom layer"),
        title: "Custom layer drawing a star", chineseTitle: "使用自定义图层绘图",
        canvas: CGRect(x: 40, y: 160, width: 240, height: 250), sampleTimes: [0],
        notes: """
        `ZXView`'s `drawRect:` and `drawLayer:inContext:` only call `super` and are left out. The star layer keeps \
        `contentsScale` 1, as a layer made with `[[ZXCALayer alloc] init]` does on iOS (UIKit sets the screen's \
        scale only on views' own layers): at 2× the star is drawn at one pixel per point and scaled up.
        """,
        viewController: { CustomLayerDrawInRectVC() }
    )

    /// B-11 and B-12: the view controller becomes `layer`'s delegate (drawing `girls.jpg`), the layer is added to
    /// the view and `setNeedsDisplay()` is called.
    private static func addDrawnPhoto(_ layer: CALayer, on stage: SceneStage) {
        let drawer = PhotoDrawer(image: UIImage(named: "girls.jpg")?.cgImage, height: photoHeight)
        stage.own(drawer)
        layer.delegate = drawer
        layer.contentsScale = stage.screenScale
        stage.view.layer.addSublayer(layer)
        layer.setNeedsDisplay()
    }

    /// B-12 … B-14's `layerShadow`: the photo's bounds and position, cyan, grey shadow offset (2, 1), opacity 1.
    private static func addShadowLayer(on stage: SceneStage, borderColor: CGColor) {
        let layerShadow = CALayer()
        layerShadow.bounds = CGRect(x: 0, y: 0, width: photoHeight, height: photoHeight)
        layerShadow.position = photoPosition
        layerShadow.cornerRadius = photoHeight / 2
        layerShadow.shadowColor = UIColor.gray.cgColor
        layerShadow.shadowOffset = CGSize(width: 2, height: 1)
        layerShadow.borderColor = borderColor
        layerShadow.shadowOpacity = 1
        layerShadow.backgroundColor = UIColor.cyan.cgColor
        layerShadow.borderWidth = 2
        stage.view.layer.addSublayer(layerShadow)
    }

    /// B-12 … B-14's container layer: red, round, clipping, white border (`borderWidth` when the code sets one).
    private static func photoContainer(borderWidth: CGFloat?) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: photoHeight, height: photoHeight)
        layer.position = photoPosition
        layer.backgroundColor = UIColor.red.cgColor
        layer.cornerRadius = photoHeight / 2
        layer.masksToBounds = true
        if let borderWidth { layer.borderWidth = borderWidth }
        layer.borderColor = UIColor.white.cgColor
        return layer
    }
}

/// B-11 and B-12's view controller as layer delegate: `drawLayer:inContext:` flips the CTM and draws the photo.
private final class PhotoDrawer: CALayerDelegate {
    let image: CGImage?
    let height: CGFloat

    init(image: CGImage?, height: CGFloat) {
        self.image = image
        self.height = height
    }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        guard let image else { return }
        ctx.saveGState()
        ctx.scaleBy(x: 1, y: -1)
        ctx.translateBy(x: 0, y: -height)
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: height, height: height))
        ctx.restoreGState()
    }
}

/// B-15's custom layer: a green star filled and stroked in `draw(in:)`.
private final class ZXCALayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(red: 135.0 / 255.0, green: 232.0 / 255.0, blue: 84.0 / 255.0, alpha: 1)
        ctx.setStrokeColor(red: 135.0 / 255.0, green: 232.0 / 255.0, blue: 84.0 / 255.0, alpha: 1)
        ctx.move(to: CGPoint(x: 94.5, y: 33.5))
        ctx.addLine(to: CGPoint(x: 104.02, y: 47.39))
        ctx.addLine(to: CGPoint(x: 120.18, y: 52.16))
        ctx.addLine(to: CGPoint(x: 109.91, y: 65.51))
        ctx.addLine(to: CGPoint(x: 110.37, y: 82.34))
        ctx.addLine(to: CGPoint(x: 94.5, y: 76.7))
        ctx.addLine(to: CGPoint(x: 78.63, y: 82.34))
        ctx.addLine(to: CGPoint(x: 79.09, y: 65.51))
        ctx.addLine(to: CGPoint(x: 68.82, y: 52.16))
        ctx.addLine(to: CGPoint(x: 84.98, y: 47.39))
        ctx.closePath()
        ctx.drawPath(using: .fillStroke)
    }
}

/// B-15's `ZXView`: a view whose `init(frame:)` adds a `ZXCALayer` (185 × 185 at (160, 284), blue) and asks it to
/// draw.
private final class ZXView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let layer = ZXCALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 185, height: 185)
        layer.position = CGPoint(x: 160, y: 284)
        layer.backgroundColor = UIColor(red: 0, green: 146 / 255.0, blue: 1.0, alpha: 1.0).cgColor
        layer.setNeedsDisplay()
        self.layer.addSublayer(layer)
    }

    /// Not used: the scene makes the view in code.
    required init?(coder: NSCoder) {
        return nil
    }
}

/// B-15's `CustomLayerDrawInRectVC`: `viewDidLoad` adds a `ZXView` covering the screen, background RGB(249, 249, 249).
private final class CustomLayerDrawInRectVC: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let view = ZXView(frame: UIScreen.main.bounds)
        view.backgroundColor = UIColor(red: 249.0 / 255.0, green: 249.0 / 255.0, blue: 249 / 255.0, alpha: 1)
        self.view.addSubview(view)
    }
}
