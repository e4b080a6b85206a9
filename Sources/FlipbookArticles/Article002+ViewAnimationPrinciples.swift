import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit

// MARK: B-1 … B-6: how UIView animation works, model and presentation (§3)

extension Articles {
    /// B-1 … B-6: the experiments of article 002 §3 on the demo project's `_testView`.
    static let viewAnimationPrinciples: [Scene] = [b1, b2, b3, b4, b5, b6]

    /// The canvas around `_testView` at its largest (200 × 200 about (207, 250)).
    private static let testViewCanvas = CGRect(x: 57, y: 100, width: 300, height: 300)
    /// Where the taps land (on `_testView`; the view controller handles every tap).
    private static let testViewTap = CGPoint(x: 207, y: 250)
    private static let testViewNote = """
    The article does not give `_testView`'s place or colour: it is a 100 × 100 `MyTestView` centred at (207, 250) \
    in the article's blue RGB(0, 146, 255) (B-10, B-15), and a tap runs the experiment.
    """

    /// B-1: a tap animates `_testView`'s bounds from 100 to 200 points in 1 s inside `UIView.animate`; the next
    /// tap animates it back.
    private static let b1 = Scene(
        id: "B-1", origin: .article(number: 2, section: "§3.1 How UIView animation works"),
        title: "Block animation of bounds with completion", chineseTitle: "UIView动画实现原理",
        canvas: testViewCanvas, sampleTimes: [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5],
        notes: "Taps at 0 s (grow) and 1.5 s (shrink); each completion logs `finished` = 1. \(testViewNote)",
        viewController: { BoundsToggleViewController() }
    ) { stage in
        stage.tap(at: testViewTap, time: 0)
        stage.tap(at: testViewTap, time: 1.5)
    }

    /// B-2: `MyTestView` (backed by `MyTestLayer`) logs around its `bounds` setter: the view's setter calls the
    /// layer's.
    private static let b2 = Scene(
        id: "B-2", origin: .article(number: 2, section: "§3.1 Setter forwarding"),
        title: "MyTestView and MyTestLayer: the view's setter calls the layer's", chineseTitle: "getter、setter的调用顺序",
        canvas: testViewCanvas, sampleTimes: [0],
        notes: """
        The experiment is the console's order (view setBounds → layer setBounds → layer end → view end), which \
        `MyTestViewTests` checks; the frame shows the view. \(testViewNote)
        """,
        viewController: { TestViewController() }
    )

    /// B-3: two `MyTestView`s get new bounds outside any animation block: the top one returns UIKit's action
    /// (`NSNull`, no animation), the bottom one forces `nil`, so its layer runs the default 0.25 s implicit
    /// animation.
    private static let b3 = Scene(
        id: "B-3", origin: .article(number: 2, section: "§3.1 actionForLayer:forKey:"),
        title: "actionForLayer: UIKit's action against a forced nil", chineseTitle: "actionForLayer:forKey:的返回值",
        canvas: CGRect(x: 57, y: 60, width: 300, height: 480), sampleTimes: [0, 0.125, 0.25],
        notes: """
        The article inspects the action inside an animation block (an additive `CABasicAnimation`, fill mode both, \
        ease-in-ease-out, only `fromValue`: `MyTestViewTests` checks what Flipbook returns) and then forces `nil`. \
        The scene sets both views' bounds to 200 at 0 s without a block: the top view (UIKit's `NSNull`) jumps, \
        the bottom one (`nil`) grows over 0.25 s. The views are centred at (207, 170) and (207, 430).
        """,
        viewController: { ActionInspectionViewController() }
    ) { stage in
        stage.tap(at: CGPoint(x: 207, y: 300), time: 0)
    }

    /// B-4: a 3 s animation grows `_testView` to 200; at 0.93 s, when it shows ≈ 120, a 1 s animation sets it back
    /// to 100: the two add up, the square shrinks below 100 and grows back to 100 at 3 s.
    private static let b4 = Scene(
        id: "B-4", origin: .article(number: 2, section: "§3.1 Overlapping animations"),
        title: "Overlapping UIView animations add up", chineseTitle: "两个动画重叠",
        canvas: testViewCanvas, sampleTimes: [0, 0.93, 1.3, 1.8, 1.93, 2.4, 3],
        notes: """
        Taps at 0 s (the 3 s animation to 200) and 0.93 s (the 1 s animation back to 100), when the square shows \
        120 (ease-in-ease-out at 0.31). Smallest ≈ 70 at 1.8 s; 100 at 3 s; both completions log `finished` = 1 \
        after 1 s and 3 s. \(testViewNote)
        """,
        viewController: { OverlappingAnimationsViewController() }
    ) { stage in
        stage.tap(at: testViewTap, time: 0)
        stage.tap(at: testViewTap, time: OverlappingAnimationsViewController.secondTapTime)
    }

    /// B-5: the bounds animate from 100 to 200 in 1 s; the view's and the layer's bounds read 200 at once, the
    /// presentation layer's are in between 0.1 s later.
    private static let b5 = Scene(
        id: "B-5", origin: .article(number: 2, section: "§3.2 presentationLayer and modelLayer"),
        title: "Model and presentation values", chineseTitle: "展示层和模型层",
        canvas: testViewCanvas, sampleTimes: [0, 0.1, 0.5, 1],
        notes: "A tap at 0 s starts the animation; the log is read right away and 0.1 s later. \(testViewNote)",
        viewController: { ModelAndPresentationViewController() }
    ) { stage in
        stage.tap(at: testViewTap, time: 0)
        stage.at(0.1, "dispatch_after 0.1 s: log layer, presentationLayer, modelLayer and presentationLayer.modelLayer") {
            (stage.viewController as? ModelAndPresentationViewController)?.logLayers()
        }
    }

    /// B-6: a `MyTestView` at (200, 200, 100, 100) is moved to centre (1000, 1000) without animation; the
    /// presentation and model `position.y` are logged 1/60 s and 1/20 s later.
    private static let b6 = Scene(
        id: "B-6", origin: .article(number: 2, section: "§3.2 When the presentation layer updates"),
        title: "Presentation update after a model change", chineseTitle: "presentationLayer的更新时机",
        canvas: CGRect(x: 150, y: 150, width: 200, height: 200), sampleTimes: [0, 0.5, 0.55],
        notes: """
        The code delays by `(1/60) * NSEC_PER_SEC` and `(1/20) * NSEC_PER_SEC`: C's integer division makes both 0 \
        (seed error E21); the port uses the delays the text means, 1/60 s and 1/20 s, in the Swift form of the \
        article's `dispatch_after` (`DispatchQueue.main.asyncAfter(deadline: .now() + 1.0 / 60)`, on the host's \
        virtual clock). The tap at 0.5 s moves the view away (frames before, at the tap and 1/20 s after it). Flipbook's presentation shows a change made without animation at once (docs/core-animation.md), \
        where the article sees it one screen refresh later (S-17); at 1/60 s and 1/20 s both read 1000, as in the \
        article.
        """,
        viewController: { PresentationTimingViewController() }
    ) { stage in
        stage.tap(at: CGPoint(x: 250, y: 250), time: 0.5)
    }
}

/// The demo project's view controller: white, with `_testView` (a ``MyTestView``, 100 × 100, centred at
/// (207, 250), blue) and a console for its `NSLog` lines. The experiments subclass it.
class TestViewController: UIViewController {
    /// `_testView`'s colour: the article's blue, RGB(0, 146, 255).
    static let testViewColor = UIColor(red: 0, green: 146 / 255.0, blue: 1.0, alpha: 1.0)
    /// `_testView`.
    let testView = MyTestView(frame: CGRect(x: 157, y: 200, width: 100, height: 100))
    /// The lines the controller's `NSLog` calls print, in order.
    var console: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        testView.backgroundColor = Self.testViewColor
        view.addSubview(testView)
    }

    /// `[UIView animateWithDuration:duration animations:…]` toggling `_testView` between 100 and 200 points; the
    /// completion logs `finished` and the time the animation took.
    func toggleTestViewBounds(duration: TimeInterval) {
        let start = CACurrentMediaTime()
        UIView.animate(withDuration: duration, animations: {
            if self.testView.bounds.size.width > 150 {
                self.testView.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            } else {
                self.testView.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            }
        }, completion: { finished in
            self.console.append("finished \(finished ? 1 : 0) after \(CACurrentMediaTime() - start) s")
        })
    }
}

/// B-1: every tap toggles `_testView`'s bounds in a 1 s block animation.
final class BoundsToggleViewController: TestViewController {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        toggleTestViewBounds(duration: 1)
    }
}

/// B-3: two ``MyTestView``s, the second forcing `nil` from `actionForLayer:forKey:`; a tap sets both to 200 points
/// without an animation block.
final class ActionInspectionViewController: UIViewController {
    /// The view returning UIKit's own action.
    let inspectedView = MyTestView(frame: CGRect(x: 157, y: 120, width: 100, height: 100))
    /// The view returning `nil`.
    let nilActionView = MyTestView(frame: CGRect(x: 157, y: 380, width: 100, height: 100))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        nilActionView.forcesNilAction = true
        for testView in [inspectedView, nilActionView] {
            testView.backgroundColor = TestViewController.testViewColor
            view.addSubview(testView)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for testView in [inspectedView, nilActionView] {
            testView.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        }
    }
}

/// B-4: the first tap starts the 3 s animation, the second (while it runs) the 1 s one.
final class OverlappingAnimationsViewController: TestViewController {
    /// When the second tap lands: the 3 s animation then shows 120 points.
    static let secondTapTime: CFTimeInterval = 0.93
    private var taps = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        taps += 1
        toggleTestViewBounds(duration: taps == 1 ? 3 : 1)
    }
}

/// B-5: a tap sets `_testView` to 100 points and animates it to 200 in 1 s, logging the view's and the layer's
/// bounds right away; ``logLayers()`` is the article's log 0.1 s later.
final class ModelAndPresentationViewController: TestViewController {
    /// What the logs found: the layers and their bounds.
    struct LayerLog {
        let layer: CALayer
        let presentationLayer: CALayer?
        let modelLayer: CALayer
        let presentationModelLayer: CALayer?
    }

    /// The log 0.1 s after the tap.
    private(set) var layerLog: LayerLog?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        testView.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        UIView.animate(withDuration: 1, animations: {
            self.testView.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        }, completion: nil)
        console.append("view.bounds \(testView.bounds)")
        console.append("layer.bounds \(testView.layer.bounds)")
    }

    /// Logs `layer`, `layer.presentationLayer`, `layer.modelLayer` and `layer.presentationLayer.modelLayer`.
    func logLayers() {
        let layer = testView.layer
        let presentationLayer = layer.presentation()
        layerLog = LayerLog(layer: layer, presentationLayer: presentationLayer, modelLayer: layer.model(),
                            presentationModelLayer: presentationLayer?.model())
        console.append("presentationLayer.bounds \(presentationLayer?.bounds ?? .null)")
    }
}

/// B-6: `MyTestView` at (200, 200, 100, 100); a tap moves its centre to (1000, 1000) without animation and, as the
/// article's two `dispatch_after` calls, logs the positions on the main queue 1/60 s and 1/20 s later.
final class PresentationTimingViewController: UIViewController {
    /// The view the tap moves.
    let testView = MyTestView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
    /// The logged `(presentation y, model y)` pairs.
    private(set) var positions: [(presentation: CGFloat?, model: CGFloat)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        testView.backgroundColor = TestViewController.testViewColor
        view.addSubview(testView)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        testView.center = CGPoint(x: 1000, y: 1000)
        // E21: C's `(1/60) * NSEC_PER_SEC` and `(1/20) * NSEC_PER_SEC` are 0; the delays the article means.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0 / 60) {
            self.logPositions()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0 / 20) {
            self.logPositions()
        }
    }

    /// Logs `presentationLayer.position.y` and `modelLayer.position.y`.
    func logPositions() {
        positions.append((testView.layer.presentation()?.position.y, testView.layer.model().position.y))
    }
}
