import FlipbookCoreAnimation
import FlipbookGraphics
@testable import FlipbookUIKit
import Foundation
import Testing

/// A transitioning delegate that hands out one animator for presenting and dismissing, and logs the questions.
final class FixedTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: SlideUpAnimator
    private(set) var log: [String] = []

    init(animator: SlideUpAnimator) {
        self.animator = animator
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.append("forPresented(\(presented.title ?? ""), \(presenting.title ?? ""), \(source.title ?? ""))")
        return animator
    }
}

@Suite("present(_:animated:completion:) and dismiss with transitioning delegates")
struct PresentationTests {
    private struct Stage {
        let host = LayerHost()
        let presenter = TitledViewController(title: "Presenter", colour: .blue)
        let presented = TitledViewController(title: "Presented", colour: .white)
        let window: UIWindow
        let log = CallbackLog()

        init() {
            host.screen = UIScreen(size: CGSize(width: 414, height: 736), scale: 1)
            window = host.launch(presenter)
        }

        func present(animated: Bool) {
            let log = log
            host.perform { presenter.present(presented, animated: animated) { log.append("presented") } }
        }

        func dismiss(animated: Bool) {
            let log = log
            host.perform { presented.dismiss(animated: animated) { log.append("dismissed") } }
        }
    }

    @Test("without animation: shown at once over the screen, the presenting view leaves the window, then comes back")
    func immediate() {
        let stage = Stage()
        stage.present(animated: false)
        #expect(stage.presenter.presentedViewController === stage.presented)
        #expect(stage.presented.presentingViewController === stage.presenter)
        #expect(stage.presented.view.window === stage.window && stage.presented.view.frame == stage.window.bounds)
        #expect(stage.presenter.view.window == nil, "a full-screen presentation removes the presenting view")
        #expect(stage.log.entries == ["presented"])
        #expect(stage.presented.log == ["viewDidLoad", "viewWillAppear(false)", "viewDidAppear(false)"])
        #expect(stage.presenter.log.suffix(2) == ["viewWillDisappear(false)", "viewDidDisappear(false)"])

        stage.dismiss(animated: false)
        #expect(stage.presenter.presentedViewController == nil && stage.presented.presentingViewController == nil)
        #expect(stage.presented.view.superview == nil && stage.presenter.view.superview === stage.window)
        #expect(stage.window.subviews.count == 1, "the container is gone")
        #expect(stage.log.entries == ["presented", "dismissed"])
    }

    @Test("the standard animation covers vertically: the presented view rises from the bottom edge")
    func coverVertical() {
        let stage = Stage()
        stage.present(animated: true)
        stage.host.run(until: ModalCoverVerticalAnimator.duration / 2)
        let half = stage.host.perform { stage.presented.view.layer.presentation()!.frame.minY }
        #expect(abs(half - 368) < 1e-4, "halfway from y = 736 to 0")
        #expect(stage.log.entries.isEmpty && stage.presenter.view.window != nil)
        stage.host.run(until: 0.55)
        #expect(stage.log.entries == ["presented"] && stage.presenter.view.window == nil)

        let dismissStart = stage.host.currentTime
        stage.dismiss(animated: true)
        stage.host.run(until: dismissStart + ModalCoverVerticalAnimator.duration / 2)
        let falling = stage.host.perform { stage.presented.view.layer.presentation()!.frame.minY }
        #expect(abs(falling - 368) < 1e-4 && stage.presenter.view.window != nil)
        stage.host.run(until: 1.1)
        #expect(stage.log.entries == ["presented", "dismissed"] && stage.presented.view.superview == nil)
        #expect(stage.presenter.view.superview === stage.window)
    }

    @Test("a transitioning delegate's animator runs whatever `animated`, with the presentation's views and frames")
    func customAnimator() {
        let stage = Stage()
        let delegate = FixedTransitioningDelegate(animator: SlideUpAnimator())
        stage.presented.transitioningDelegate = delegate
        stage.present(animated: false)
        #expect(delegate.log == ["forPresented(Presented, Presenter, Presenter)"])
        #expect(delegate.animator.sawAnimated == false && delegate.animator.fromKeyFrame == stage.window.bounds)
        stage.host.run(until: 1)
        let rising = stage.host.perform { stage.presented.view.layer.presentation()!.frame.minY }
        #expect(abs(rising - 736) < 1e-4, "Case 57's animator halfway: y = H")
        stage.host.run(until: 2.05)
        #expect(delegate.animator.endings == [true] && stage.log.entries == ["presented"])
        #expect(stage.presented.view.frame == stage.window.bounds)
    }

    @Test("bad input: presenting twice, presenting from a view outside a window, dismissing nothing — ignored")
    func badInput() {
        let stage = Stage()
        let loose = UIViewController()
        stage.host.perform {
            loose.present(UIViewController(), animated: false)
            stage.presenter.dismiss(animated: true)
        }
        #expect(loose.presentedViewController == nil)
        stage.present(animated: false)
        let second = UIViewController()
        stage.host.perform { stage.presenter.present(second, animated: false) }
        #expect(stage.presenter.presentedViewController === stage.presented && second.presentingViewController == nil)
        #expect(UIViewController().modalPresentationStyle == .automatic)
    }

    @Test("overFullScreen keeps the presenting view below; the context gives no from view")
    func overFullScreen() {
        let stage = Stage()
        stage.presented.modalPresentationStyle = .overFullScreen
        stage.present(animated: true)
        stage.host.run(until: 0.6)
        #expect(stage.presenter.view.window === stage.window && stage.presented.view.window === stage.window)
        #expect(!stage.presenter.log.contains("viewWillDisappear(true)"))
    }
}
