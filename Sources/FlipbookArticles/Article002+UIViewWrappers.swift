import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

// MARK: B-16, B-24 … B-27: UIView's animation wrappers and frame-by-frame animation (§8)

extension Articles {
    /// B-16: the image view grows after a 2 s delay.
    static let delayedImageGrowth: [Scene] = [b16]
    /// B-24 … B-27: frame-by-frame animation, then UIView's basic, spring and keyframe wrappers.
    static let frameByFrameAndViewWrappers: [Scene] = [b24, b25, b26, b27]

    /// B-16: `open2.png` in a `UIImageView` at (120, 140, 80, 80) grows to (80, 100, 160, 160) in 1 s after a
    /// 2 s delay, about its fixed centre (160, 180).
    private static let b16 = Scene(
        id: "B-16", origin: .article(number: 2, section: "§8 Core Animation"),
        title: "UIView animation with a delay", chineseTitle: "UIView动画：图片放大",
        canvas: CGRect(x: 60, y: 80, width: 200, height: 200), sampleTimes: [0, 2, 2.25, 2.5, 2.75, 3],
        notes: """
        The comment says "an animation lasting one minute" for `duration` 1 (E20): it lasts 1 s, from 2 s to 3 s, \
        on the default ease-in-ease-out curve (frame (100, 120, 120, 120) at 2.5 s). The animation is started in \
        `viewDidLoad`, as the article does: the view appears in the same run-loop turn, so its 2 s delay counts \
        from t = 0. `open2.png` is a stand-in.
        """,
        viewController: { DelayedGrowthViewController() }
    )

    /// B-24: a `CADisplayLink` shows the next of eight fish frames on a red 250 × 250 layer every 6th screen
    /// refresh (10 per second), while a `UIImageView` plays the same frames in 0.8 s.
    private static let b24 = Scene(
        id: "B-24", origin: .article(number: 2, section: "§8 Frame-by-frame animation"),
        title: "CADisplayLink fish and UIImageView animationImages", chineseTitle: "逐帧动画",
        canvas: CGRect(x: 20, y: 10, width: 350, height: 650),
        sampleTimes: [0, 0.05, 0.15, 0.25, 0.35, 0.45, 0.75, 0.85],
        notes: """
        The comment says "6 times per second"; every 6th callback at 60 Hz is 10 per second (E20). The first \
        callback is at 1/60 s, so the layer shows `timg_0001` until 0.1 s, then `timg_0000`, `timg_0001`, … every \
        0.1 s; the image view shows frame i from 0.1·i s, repeating every 0.8 s. The method's `static int s` is a \
        property of the controller (Swift has no function-local statics). `timg_0000` … `timg_0007` are stand-ins.
        """,
        viewController: { DisplayLinkFishViewController() }
    )

    /// Where B-25's tap lands.
    private static let springTap = CGPoint(x: 300, y: 560)

    /// B-25: a tap sends the fish frame (`beginAnimations`, 1.5 s) and the black ball (spring, damping 0.5,
    /// 1.2 s) to the touch.
    private static let b25 = Scene(
        id: "B-25", origin: .article(number: 2, section: "§8 UIView animation wrappers: basic"),
        title: "UIView basic and spring animation on a tap", chineseTitle: "UIView动画封装：基础动画",
        canvas: CGRect(origin: .zero, size: Scene.screenSize), sampleTimes: [0, 0.3, 0.6, 0.9, 1.2, 1.5],
        notes: """
        The tap is at (300, 560). The article's option comment calls `CurveLinear` the default (E20): \
        `beginAnimations` uses ease-in-ease-out, the spring its own curve. `bg.jpg`, `timg_0000.png` and \
        `blackBall.png` are stand-ins.
        """,
        viewController: { ViewAnimationWrapperViewController() }
    ) { stage in
        stage.tap(at: springTap, time: 0)
    }

    /// B-26: Kenshin Cui's strong spring: the ball oscillates about the touch (damping 0.1, 5 s).
    private static let b26 = Scene(
        id: "B-26", origin: .article(number: 2, section: "§8 UIView animation wrappers: spring"),
        title: "Strong spring (damping 0.1)", chineseTitle: "弹簧动画效果",
        canvas: CGRect(origin: .zero, size: Scene.screenSize), sampleTimes: [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5],
        notes: """
        The tap is at (260, 380), so that the first overshoot (most of the 330-point move) stays on the screen. \
        `ball.png` is a stand-in.
        """,
        viewController: { StrongSpringViewController() }
    ) { stage in
        stage.tap(at: StrongSpringViewController.tap, time: 0)
    }

    /// B-27: the black ball follows the petal's keyframes to (80, 220), (40, 300) and (67, 400) in 5 s.
    private static let b27 = Scene(
        id: "B-27", origin: .article(number: 2, section: "§8 UIView animation wrappers: keyframes"),
        title: "UIView keyframe animation", chineseTitle: "UIView关键帧动画",
        canvas: CGRect(x: 0, y: 100, width: 160, height: 350), sampleTimes: [0, 1.25, 2.5, 3.269, 3.75, 4.375, 5, 5.5],
        notes: """
        The tap is at (200, 300) (the animation does not use its place). The options give only the calculation mode, \
        so UIKit runs the whole keyframe animation on its default ease-in-ease-out curve: the ball is at (80, 220) \
        at 2.5 s and (67, 400) at 5 s as the article's comments say, but reaches (40, 300) at 3.27 s, not 3.75 s \
        (at 3.75 s it is at (53, 348)); the comments' times hold for linear pacing only. `bg.jpg` and `blackBall` \
        are stand-ins.
        """,
        viewController: { KeyframeBallViewController() }
    ) { stage in
        stage.tap(at: CGPoint(x: 200, y: 300), time: 0)
    }
}

/// B-16's view controller: `open2.png` at (120, 140, 80, 80), animated to (80, 100, 160, 160) over 1 s after 2 s,
/// all in `viewDidLoad` as the article writes it.
final class DelayedGrowthViewController: UIViewController {
    /// The image view.
    private(set) var imageView: UIImageView?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let image = UIImage(named: "open2.png")
        let imageView = UIImageView()
        imageView.image = image
        imageView.frame = CGRect(x: 120, y: 140, width: 80, height: 80)
        view.addSubview(imageView)
        self.imageView = imageView
        // Two seconds from now, an animation lasting one second (the article's comment says "one minute").
        UIView.animate(withDuration: 1, delay: 2, options: .beginFromCurrentState, animations: {
            imageView.frame = CGRect(x: 80, y: 100, width: 160, height: 160)
        }, completion: nil)
    }
}

/// B-24's `CADisplaylinkAnimationVC`: a display link steps the fish layer through eight cached frames; an image
/// view plays the same frames with `animationImages`.
final class DisplayLinkFishViewController: UIViewController {
    /// The layer the display link steps.
    let fishLayer = CALayer()
    /// The index of the next frame.
    private(set) var index = 0
    /// The eight frames, `timg_0000.png` … `timg_0007.png`.
    private(set) var images: [UIImage] = []
    /// The number of display-link callbacks so far (the method's `static int s`).
    private var s = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        fishLayer.bounds = CGRect(x: 0, y: 0, width: 250, height: 250)
        fishLayer.position = CGPoint(x: 160, y: 150)
        fishLayer.contents = UIImage(named: "timg_0001")?.cgImage
        fishLayer.backgroundColor = UIColor.red.cgColor
        view.layer.addSublayer(fishLayer)

        // The frames are small: cache them instead of creating images in the loop.
        for i in 0..<8 {
            let imageName = "timg_000\(i).png"
            if let image = UIImage(named: imageName) { images.append(image) }
        }

        let displayLink = CADisplayLink(target: self, selector: Selector(stepFish))
        displayLink.add(to: RunLoop.main, forMode: .common)

        let animImageView = UIImageView(frame: CGRect(x: 100, y: 400, width: 250, height: 250))
        animImageView.animationImages = images
        animImageView.animationDuration = 0.8
        animImageView.startAnimating()
        view.addSubview(animImageView)
    }

    /// Called on every screen refresh: every 6th time, the fish shows the next frame.
    func stepFish() {
        s += 1
        if s % 6 == 0, index < images.count {
            let image = images[index]
            fishLayer.contents = image.cgImage
            index = (index + 1) % 8
        }
    }
}

/// B-25's `AnimationFromUIView`: the pattern background, the fish frame at (50, 150) and the black ball at the
/// view's centre; a tap moves the fish with `beginAnimations`/`commitAnimations` and the ball with a spring.
final class ViewAnimationWrapperViewController: UIViewController {
    /// `_imageView`: `timg_0000.png`.
    let imageView = UIImageView(image: UIImage(named: "timg_0000.png"))
    /// `_ball`: `blackBall.png`.
    let ball = UIImageView(image: UIImage(named: "blackBall.png"))

    override func viewDidLoad() {
        super.viewDidLoad()
        if let background = UIImage(named: "bg.jpg") {
            view.backgroundColor = UIColor(patternImage: background)
        }
        imageView.center = CGPoint(x: 50, y: 150)
        view.addSubview(imageView)
        ball.center = view.center
        view.addSubview(ball)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let location = touch.location(in: view)
        startBasicAnimate(location)
        startSpringAnimate(location)
    }

    /// The spring: damping 0.5 ("the closer to 0, the springier"), initial velocity 1, 1.2 s.
    private func startSpringAnimate(_ location: CGPoint) {
        UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 1.0,
                       options: .curveLinear, animations: {
            self.ball.center = location
        }, completion: nil)
    }

    /// Method 2 of the article, the class methods: `beginAnimations`, a 1.5 s duration, the new centre,
    /// `commitAnimations`.
    private func startBasicAnimate(_ location: CGPoint) {
        UIView.beginAnimations("ZXBasicAnimation", context: nil)
        UIView.setAnimationDuration(1.5)
        imageView.center = location
        UIView.commitAnimations()
    }
}

/// B-26's view controller: `ball.png` at (160, 50); a tap springs it to the touch (damping 0.1, velocity 1, 5 s).
final class StrongSpringViewController: UIViewController {
    /// Where the scene's tap lands.
    static let tap = CGPoint(x: 260, y: 380)
    /// `_imageView`: `ball.png`.
    let imageView = UIImageView(image: UIImage(named: "ball.png"))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        imageView.center = CGPoint(x: 160, y: 50)
        view.addSubview(imageView)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let location = touch.location(in: view)
        UIView.animate(withDuration: 5.0, delay: 0, usingSpringWithDamping: 0.1, initialSpringVelocity: 1.0,
                       options: .curveLinear, animations: {
            self.imageView.center = location
        }, completion: nil)
    }
}

/// B-27's `KeyFrameAnimationFromUIView`: the pattern background and the black ball at (50, 150); a tap runs the
/// petal's three keyframes over 5 s, linear calculation mode.
final class KeyframeBallViewController: UIViewController {
    /// `_imageView`: `blackBall`.
    let imageView = UIImageView(image: UIImage(named: "blackBall"))
    /// The completion's log.
    private(set) var console: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        if let background = UIImage(named: "bg.jpg") {
            view.backgroundColor = UIColor(patternImage: background)
        }
        imageView.center = CGPoint(x: 50, y: 150)
        view.addSubview(imageView)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        UIView.animateKeyframes(withDuration: 5.0, delay: 0, options: .calculationModeLinear, animations: {
            // The second keyframe (the first is the start): from 0 s for 50 % of the time, 2.5 s.
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.5) {
                self.imageView.center = CGPoint(x: 80, y: 220)
            }
            // The third, from 0.5 × 5 s for 1.25 s.
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                self.imageView.center = CGPoint(x: 40, y: 300)
            }
            // The fourth, from 0.75 × 5 s for 1.25 s.
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                self.imageView.center = CGPoint(x: 67, y: 400)
            }
        }, completion: { finished in
            self.console.append("animation ended")
        })
    }
}
