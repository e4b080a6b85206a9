import FlipbookCoreAnimation
import Foundation

/// An object that manages a view hierarchy: loads its root ``view`` on first access (``loadView()`` then
/// ``viewDidLoad()``), lays it out (``viewWillLayoutSubviews()``, ``viewDidLayoutSubviews()``) and is told when it
/// appears by the window it is the root view controller of.
///
/// As at an app's launch, `window.rootViewController = controller; window.makeKeyAndVisible()` runs, in that same
/// run-loop turn: ``loadView()``, ``viewDidLoad()``, ``viewWillAppear(_:)`` (`false`), the view joins the window;
/// the turn's commit then lays it out (``viewWillLayoutSubviews()``, the view's `layoutSubviews()`,
/// ``viewDidLayoutSubviews()``) and, once committed, ``viewDidAppear(_:)`` (`false`) runs. Animations added in
/// `viewDidLoad` or `viewWillAppear` therefore start at that turn's time.
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Creates a view controller. Flipbook has no nibs: `nibName` and `bundle` are kept for source compatibility.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller from an archive (Flipbook has no storyboards: as `init()`).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the root view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The root view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it is not loaded: ``loadView()`` then ``viewDidLoad()``. A `loadView()` that sets no
    /// view gets a plain view the size of the screen.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the root view: a plain view the size of the screen, unless overridden (an override sets ``view``
    /// and does not call `super`).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// The view was loaded.
    open func viewDidLoad() {}
    /// The view is about to be added to a window's view hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view was added to a window's view hierarchy and the change committed.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be removed from its window's view hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view was removed from its window's view hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews (before its `layoutSubviews()`).
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews (after its `layoutSubviews()`).
    open func viewDidLayoutSubviews() {}

    // MARK: Containment, titles, presentation

    /// The container view controller this one is a child of (its navigation controller), or `nil`.
    public internal(set) weak var parent: UIViewController?

    /// The nearest navigation controller among the ancestors (``parent``, its parent…), or `nil`.
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// The view controller's title; setting it also sets the ``navigationItem``'s title (shown by a navigation
    /// bar).
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// The item a navigation bar shows for the view controller (created on first access, with ``title``).
    open private(set) lazy var navigationItem: UINavigationItem = {
        let item = UINavigationItem()
        item.title = title
        return item
    }()

    /// The delegate that supplies the animators when the view controller is presented and dismissed (held weakly,
    /// as in UIKit).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// How the view controller is shown when presented. Default ``UIModalPresentationStyle/automatic`` (see
    /// ``UIModalPresentationStyle`` for what Flipbook shows).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The view controller this one presents, or `nil`.
    public internal(set) var presentedViewController: UIViewController?
    /// The view controller that presents this one, or `nil`.
    public var presentingViewController: UIViewController? { presentation?.presenting }
    /// The presentation showing this view controller, while it is presented.
    var presentation: ModalPresentation?

    /// Presents `viewControllerToPresent` over the screen — with its ``transitioningDelegate``'s animator if it gives
    /// one (whatever `flag`), else the standard cover-vertical slide when `flag`, else at once — and calls
    /// `completion` once it is shown (see `ModalPresentation`).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        ModalPresentation.present(viewControllerToPresent, source: self, animated: flag, completion: completion)
    }

    /// Dismisses the view controller this one presents, or — when it presents none — this one if it is presented;
    /// calls `completion` once it is gone.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presentation = presentedViewController?.presentation ?? self.presentation
        presentation?.dismiss(animated: flag, completion: completion)
    }

    /// The root view's superview (the view controller comes after its view in the responder chain).
    open override var next: UIResponder? {
        loadedView?.superview
    }

    // MARK: Appearance, driven by the window

    /// Shows the view in `window`, filling it: loads it, ``viewWillAppear(_:)``, adds it, and ``viewDidAppear(_:)``
    /// once the current transaction has committed.
    func appear(in window: UIWindow) {
        let root: UIView = view
        root.frame = window.bounds
        viewWillAppear(false)
        window.addSubview(root)
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in self?.viewDidAppear(false) }
        CATransaction.commit()
    }

    /// Removes the view from its window: ``viewWillDisappear(_:)``, removal, ``viewDidDisappear(_:)``.
    func disappear() {
        guard let root = loadedView, root.window != nil else { return }
        viewWillDisappear(false)
        root.removeFromSuperview()
        viewDidDisappear(false)
    }
}
