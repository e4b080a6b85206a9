import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// A container that shows a stack of view controllers one at a time, with a navigation bar on top
/// (`UINavigationController`, Flipbook's subset): push and pop, the delegate's animators, the standard slide.
///
/// The view holds the top view controller's view filling it (the bar is translucent: content extends under it, as
/// iOS's default `edgesForExtendedLayout`) and the ``navigationBar`` at y = 20 pt (under the status bar), 44 pt
/// tall. A change of the stack that shows another view controller runs a transition: the delegate's animator
/// (``UINavigationControllerDelegate/navigationController(_:animationControllerFor:from:to:)``) if it returns one —
/// animated or not, as on iOS, with the context's ``UIViewControllerContextTransitioning/isAnimated`` telling
/// which — else, when animated, the standard slide (``standardTransitionDuration``: the new view comes in from the
/// right edge while the old one moves left by a third of the width; popping reverses it), else an immediate swap.
/// The bar's items cross-fade over the transition's duration.
///
/// ``viewControllers`` changes at once when the push or pop is called. Until the transition ends (its animator calls
/// ``UIViewControllerContextTransitioning/completeTransition(_:)``), further pushes and pops are ignored: an
/// animator that never calls it leaves the controller in its transition for good — the to view stays in the
/// container, the from view's controller never gets `viewDidDisappear(_:)` and the delegate never gets
/// `didShow` — as iOS, which stops responding to navigation then. `completeTransition(false)` restores the old
/// stack and removes the to view. Pushing a view controller already in the stack, or a navigation controller, is
/// ignored (iOS raises an exception).
open class UINavigationController: UIViewController {
    /// The standard push and pop slide's duration in seconds (iOS's is about 0.35 s).
    public static let standardTransitionDuration: TimeInterval = 0.35

    private var stack: [UIViewController] = []
    /// The transition in progress, until it ends.
    private var runningTransition: ViewControllerTransitionContext?

    /// The navigation controller's delegate.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The bar shown on top of the content.
    public let navigationBar = UINavigationBar(frame: .zero)

    /// The superview of the top view controller's view: the container of the transitions.
    private let transitionView = UIView()

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        adopt([rootViewController])
        stack = [rootViewController]
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an archive (an empty stack).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, root first. Setting it shows the new top view controller at once (no transition).
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The view controller shown: the one the top view controller presents, if any, else the top one.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Whether the navigation bar is hidden. Default `false`.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (at once: Flipbook does not animate it).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
    }

    /// Builds the view: the transition view with the top view controller's view, and the navigation bar.
    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.addSubview(transitionView)
        root.addSubview(navigationBar)
        navigationBar.navigationController = self
        view = root
        layOutBarAndContent()
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        if let top = stack.last { install(top) }
    }

    /// Keeps the bar and the content fitted to the view's bounds.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layOutBarAndContent()
    }

    private func layOutBarAndContent() {
        let bounds = view.bounds
        transitionView.frame = bounds
        navigationBar.frame = CGRect(x: 0, y: UIScreen.statusBarHeight, width: bounds.width,
                                     height: UINavigationBar.standardHeight)
        if runningTransition == nil, let top = stack.last, top.isViewLoaded, top.view.superview === transitionView {
            top.view.frame = transitionView.bounds
        }
    }

    // MARK: Appearance: forwarded to the top view controller

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        topViewController?.viewWillAppear(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        topViewController?.viewDidAppear(animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        topViewController?.viewWillDisappear(animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        topViewController?.viewDidDisappear(animated)
    }

    // MARK: Changing the stack

    /// Pushes `viewController` onto the stack and shows it: with the delegate's animator if it gives one (whatever
    /// `animated`), else the standard slide when `animated`, else at once. Ignored during a transition, and for a
    /// view controller already in the stack or a navigation controller.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }), !(viewController is UINavigationController) else {
            return
        }
        change(to: stack + [viewController], operation: .push, animated: animated)
    }

    /// Pops the top view controller and shows the one below; returns the popped controller, or `nil` when the
    /// stack holds only the root (or a transition runs).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return change(to: Array(stack.dropLast()), operation: .pop, animated: animated)?.last
    }

    /// Pops every view controller above the root; returns them (bottom first), or `nil` when there were none (or a
    /// transition runs).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        return change(to: [stack[0]], operation: .pop, animated: animated)
    }

    /// Pops the view controllers above `viewController`; returns them, or `nil` when `viewController` is not in
    /// the stack or is on top (or a transition runs).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else {
            return nil
        }
        return change(to: Array(stack[...index]), operation: .pop, animated: animated)
    }

    /// Replaces the stack; the new top is shown with a push transition when it was not in the stack, else a pop
    /// (animated as ``pushViewController(_:animated:)``). Duplicates keep their first occurrence.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let isNewTop = unique.last.map { top in !stack.contains { $0 === top } } ?? false
        change(to: unique, operation: isNewTop ? .push : .pop, animated: animated)
    }

    /// Makes `newStack` the stack and shows its top; returns the view controllers removed (bottom first), or
    /// `nil` when a transition is running (nothing changes).
    @discardableResult
    private func change(to newStack: [UIViewController], operation: Operation,
                        animated: Bool) -> [UIViewController]? {
        guard runningTransition == nil else { return nil }
        let oldStack = stack
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        adopt(added)
        stack = newStack
        guard isViewLoaded, let fromVC = oldStack.last, let toVC = newStack.last, fromVC !== toVC else {
            if isViewLoaded { showWithoutTransition(removed: removed) } else { release(removed) }
            return removed
        }
        transition(from: fromVC, to: toVC, operation: operation, animated: animated, oldStack: oldStack,
                   added: added, removed: removed)
        return removed
    }

    private func transition(from fromVC: UIViewController, to toVC: UIViewController, operation: Operation,
                            animated: Bool, oldStack: [UIViewController], added: [UIViewController],
                            removed: [UIViewController]) {
        let isVisible = view.window != nil
        toVC.loadViewIfNeeded()
        delegate?.navigationController(self, willShow: toVC, animated: animated)
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: fromVC, to: toVC)
        let animator = custom ?? (animated ? NavigationSlideAnimator(operation: operation) : nil)
        if isVisible {
            fromVC.viewWillDisappear(animated)
            toVC.viewWillAppear(animated)
        }
        guard let animator else {
            navigationBar.setItems(stack.map(\.navigationItem), animated: false)
            swap(from: fromVC, to: toVC)
            finish(from: fromVC, to: toVC, animated: animated, isVisible: isVisible, removed: removed)
            return
        }
        let bounds = transitionView.bounds
        let context = ViewControllerTransitionContext(
            containerView: transitionView,
            from: .init(controller: fromVC, view: fromVC.view, initialFrame: bounds, finalFrame: .zero),
            to: .init(controller: toVC, view: toVC.view, initialFrame: .zero, finalFrame: bounds),
            isAnimated: animated, presentationStyle: .fullScreen, animator: animator
        ) { [weak self] completed in
            guard let self else { return }
            runningTransition = nil
            if completed {
                fromVC.view.removeFromSuperview()
                finish(from: fromVC, to: toVC, animated: animated, isVisible: isVisible, removed: removed)
            } else {
                cancel(from: fromVC, to: toVC, animated: animated, isVisible: isVisible, oldStack: oldStack,
                       added: added)
            }
        }
        runningTransition = context
        let duration = animator.transitionDuration(using: context)
        navigationBar.setItems(stack.map(\.navigationItem), crossFadeDuration: duration)
        context.start()
    }

    /// Replaces the from view by the to view, filling the container.
    private func swap(from fromVC: UIViewController, to toVC: UIViewController) {
        fromVC.viewIfLoaded?.removeFromSuperview()
        install(toVC)
    }

    private func install(_ controller: UIViewController) {
        let content: UIView = controller.view
        content.frame = transitionView.bounds
        transitionView.addSubview(content)
    }

    private func showWithoutTransition(removed: [UIViewController]) {
        for controller in removed { controller.viewIfLoaded?.removeFromSuperview() }
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        if let top = stack.last, top.viewIfLoaded?.superview !== transitionView { install(top) }
        release(removed)
    }

    /// The transition completed: appearance callbacks, the delegate's `didShow`, the removed controllers released.
    private func finish(from fromVC: UIViewController, to toVC: UIViewController, animated: Bool, isVisible: Bool,
                        removed: [UIViewController]) {
        if isVisible {
            fromVC.viewDidDisappear(animated)
            toVC.viewDidAppear(animated)
        }
        release(removed)
        delegate?.navigationController(self, didShow: toVC, animated: animated)
    }

    /// The animator abandoned the transition: the old stack, bar and view come back.
    private func cancel(from fromVC: UIViewController, to toVC: UIViewController, animated: Bool, isVisible: Bool,
                        oldStack: [UIViewController], added: [UIViewController]) {
        release(added)
        stack = oldStack
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        toVC.view.removeFromSuperview()
        if fromVC.view.superview !== transitionView { install(fromVC) }
        if isVisible {
            toVC.viewDidDisappear(animated)
            fromVC.viewDidAppear(animated)
        }
    }

    private func adopt(_ controllers: [UIViewController]) {
        for controller in controllers { controller.parent = self }
    }

    private func release(_ controllers: [UIViewController]) {
        for controller in controllers where controller.parent === self { controller.parent = nil }
    }
}
