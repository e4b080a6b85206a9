import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// A view controller with a title and a background colour that logs its appearance callbacks.
class TitledViewController: UIViewController {
    var log: [String] = []
    private let colour: UIColor

    init(title: String, colour: UIColor) {
        self.colour = colour
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        view.backgroundColor = colour
        log.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear(\(animated))") }
}

/// Case 57's animator: the to view rises from two screen heights below to cover the screen over 2 s; how it ends
/// the transition is chosen per test.
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Ending { case complete, never, twice, cancel }

    let ending: Ending
    private(set) var endings: [Bool] = []
    private(set) var sawAnimated: Bool?
    private(set) var fromKeyFrame: CGRect?

    init(ending: Ending = .complete) {
        self.ending = ending
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        2
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        sawAnimated = transitionContext.isAnimated
        let fromRect = transitionContext.initialFrame(for: fromVC)
        fromKeyFrame = fromRect
        let toRect = CGRect(x: 0, y: fromRect.height * 2, width: fromRect.width, height: fromRect.height)
        fromVC.view.frame = fromRect
        toVC.view.frame = toRect
        transitionContext.containerView.addSubview(fromVC.view)
        transitionContext.containerView.addSubview(toVC.view)
        let ending = ending
        UIView.animate(withDuration: 2, animations: {
            toVC.view.frame = fromRect
            toVC.view.alpha = 1
        }, completion: { _ in
            switch ending {
            case .complete: transitionContext.completeTransition(true)
            case .never: break
            case .twice:
                transitionContext.completeTransition(true)
                transitionContext.completeTransition(false)
            case .cancel: transitionContext.completeTransition(false)
            }
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endings.append(transitionCompleted)
    }
}

/// Case 57's first screen: blue, titled, the navigation controller's delegate (returning `animator` when set),
/// pushing `pushed` without animation on a touch.
final class DelegatingViewController: TitledViewController, UINavigationControllerDelegate {
    var animator: SlideUpAnimator?
    let pushed = TitledViewController(title: "New Viewcontroller", colour: .white)
    var delegateLog: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController!.delegate = self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        navigationController?.pushViewController(pushed, animated: false)
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        delegateLog.append("animationControllerFor(\(operation))")
        return animator
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        delegateLog.append("willShow(\(viewController.title ?? ""), \(animated))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        delegateLog.append("didShow(\(viewController.title ?? ""), \(animated))")
    }
}

/// A launched navigation controller on a 414 × 736 pt screen at 1×.
struct NavigationStage {
    let host = LayerHost()
    let root: DelegatingViewController
    let navigation: UINavigationController
    let window: UIWindow

    init(animator: SlideUpAnimator? = nil) {
        host.screen = UIScreen(size: CGSize(width: 414, height: 736), scale: 1)
        let root = DelegatingViewController(title: "Main Viewcontroller", colour: .blue)
        root.animator = animator
        self.root = root
        navigation = UINavigationController(rootViewController: root)
        window = host.launch(navigation)
    }

    /// The presented frame of `view` at `time`.
    func presentedFrame(of view: UIView, at time: CFTimeInterval) -> CGRect {
        host.run(until: time)
        return host.perform { view.layer.presentation()!.frame }
    }
}
