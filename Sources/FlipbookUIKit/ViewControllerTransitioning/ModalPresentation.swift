import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// One modal presentation: a presented view controller shown over its presenting one in a container view that
/// covers the window, from `present(_:animated:completion:)` to `dismiss(animated:completion:)`.
///
/// As in UIKit, the presenting view controller is the root of the source's containers (a navigation controller
/// for a view controller inside it). Presenting: the container joins the window, the presenting view moves into it,
/// and the animator — the presented controller's ``UIViewController/transitioningDelegate``'s
/// ``UIViewControllerTransitioningDelegate/animationController(forPresented:presenting:source:)`` whatever
/// `animated`, else ``ModalCoverVerticalAnimator`` when animated — adds the presented view; once the transition
/// completes, a full-screen presentation takes the presenting view out of the window (``UIModalPresentationStyle``
/// says which styles keep it) and `completion` runs. Dismissing reverses it: afterwards the presenting view is back
/// where it was and the container is gone. The appearance callbacks (`viewWillAppear(_:)`…) run as UIKit's; the
/// presenting controller's only for the styles that remove its view.
///
/// Ignored, as UIKit ignores them with a console warning: presenting from a controller whose view is not in a
/// window, from one that already presents, a controller that is already presented or has a parent, and presenting
/// or dismissing while a presentation's transition runs. An animator that never completes its transition leaves
/// the presentation in its transition (nothing more can be presented or dismissed); one that completes it with
/// `false` undoes it.
final class ModalPresentation {
    let presented: UIViewController
    let presenting: UIViewController
    /// The style shown (the presented controller's, resolved as ``UIModalPresentationStyle`` describes).
    let style: UIModalPresentationStyle
    /// The view covering the window that holds the transition's views.
    let containerView: UIView
    /// Where the presenting view was before it moved into the container: its superview and index there.
    private let presentingViewHome: (superview: UIView?, index: Int)
    /// The transition in progress, until it ends.
    private var runningTransition: ViewControllerTransitionContext?

    private init(presented: UIViewController, presenting: UIViewController, window: UIWindow) {
        self.presented = presented
        self.presenting = presenting
        let requested = presented.modalPresentationStyle
        style = [.fullScreen, .overFullScreen, .custom].contains(requested) ? requested : .fullScreen
        containerView = UIView(frame: window.bounds)
        let presentingView: UIView = presenting.view
        let home = presentingView.superview
        presentingViewHome = (home, home?.subviews.firstIndex { $0 === presentingView } ?? 0)
        window.addSubview(containerView)
    }

    /// Presents `controller` from `source` (see the type's description).
    static func present(_ controller: UIViewController, source: UIViewController, animated: Bool,
                        completion: (() -> Void)?) {
        var presenting = source
        while let parent = presenting.parent { presenting = parent }
        guard presenting.presentedViewController == nil, controller.presentation == nil,
              controller.parent == nil, controller !== presenting,
              let window = presenting.viewIfLoaded?.window else { return }
        let presentation = ModalPresentation(presented: controller, presenting: presenting, window: window)
        controller.presentation = presentation
        presenting.presentedViewController = controller
        presentation.runPresentation(source: source, animated: animated, completion: completion)
    }

    private var removesPresentingView: Bool { !style.keepsPresentingViewInWindow }

    private func runPresentation(source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presentingView: UIView = presenting.view
        let bounds = containerView.bounds
        presented.loadViewIfNeeded()
        containerView.addSubview(presentingView)
        presentingView.frame = bounds
        let custom = presented.transitioningDelegate?.animationController(
            forPresented: presented, presenting: presenting, source: source)
        let animator = custom ?? (animated ? ModalCoverVerticalAnimator(isPresenting: true) : nil)
        if removesPresentingView { presenting.viewWillDisappear(animated) }
        presented.viewWillAppear(animated)
        let from = ViewControllerTransitionContext.Participant(
            controller: presenting, view: removesPresentingView ? presentingView : nil, initialFrame: bounds,
            finalFrame: removesPresentingView ? .zero : bounds)
        let to = ViewControllerTransitionContext.Participant(
            controller: presented, view: presented.view, initialFrame: .zero, finalFrame: bounds)
        run(animator, from: from, to: to, animated: animated) { [self] completed in
            if completed {
                if removesPresentingView { presentingView.removeFromSuperview() }
                presented.viewDidAppear(animated)
                if removesPresentingView { presenting.viewDidDisappear(animated) }
                completion?()
            } else {
                presented.viewIfLoaded?.removeFromSuperview()
                presented.viewDidDisappear(animated)
                if removesPresentingView { presenting.viewDidAppear(animated) }
                tearDown()
            }
        }
    }

    /// Dismisses the presented controller (see the type's description).
    func dismiss(animated: Bool, completion: (() -> Void)?) {
        guard runningTransition == nil else { return }
        let presentingView: UIView = presenting.view
        let bounds = containerView.bounds
        let custom = presented.transitioningDelegate?.animationController(forDismissed: presented)
        let animator = custom ?? (animated ? ModalCoverVerticalAnimator(isPresenting: false) : nil)
        presented.viewWillDisappear(animated)
        if removesPresentingView { presenting.viewWillAppear(animated) }
        let from = ViewControllerTransitionContext.Participant(
            controller: presented, view: presented.view, initialFrame: bounds, finalFrame: .zero)
        let to = ViewControllerTransitionContext.Participant(
            controller: presenting, view: removesPresentingView ? presentingView : nil,
            initialFrame: removesPresentingView ? .zero : bounds, finalFrame: bounds)
        run(animator, from: from, to: to, animated: animated) { [self] completed in
            guard completed else {
                if removesPresentingView {
                    presentingView.removeFromSuperview()
                    presenting.viewDidDisappear(animated)
                }
                presented.viewDidAppear(animated)
                return
            }
            presented.viewIfLoaded?.removeFromSuperview()
            presented.viewDidDisappear(animated)
            tearDown()
            if removesPresentingView { presenting.viewDidAppear(animated) }
            completion?()
        }
    }

    /// Runs `animator` (or, without one, adds the to view at its final frame and ends at once).
    private func run(_ animator: (any UIViewControllerAnimatedTransitioning)?,
                     from: ViewControllerTransitionContext.Participant, to: ViewControllerTransitionContext.Participant,
                     animated: Bool, ending: @escaping (Bool) -> Void) {
        guard let animator else {
            if let toView = to.view {
                toView.frame = to.finalFrame
                containerView.addSubview(toView)
            }
            ending(true)
            return
        }
        let context = ViewControllerTransitionContext(
            containerView: containerView, from: from, to: to, isAnimated: animated, presentationStyle: style,
            animator: animator
        ) { [self] completed in
            runningTransition = nil
            ending(completed)
        }
        runningTransition = context
        context.start()
    }

    /// Ends the presentation: the presenting view back where it was (at the container's frame), the container
    /// removed, the controllers unlinked.
    private func tearDown() {
        let presentingView: UIView = presenting.view
        if let home = presentingViewHome.superview {
            presentingView.frame = containerView.frame
            home.insertSubview(presentingView, at: presentingViewHome.index)
        }
        containerView.removeFromSuperview()
        presenting.presentedViewController = nil
        presented.presentation = nil
    }
}
