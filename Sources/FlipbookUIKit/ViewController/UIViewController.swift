import FlipbookCoreAnimation
import Foundation

/// An object that manages a view hierarchy: loads its root ``view`` on first access (``loadView()`` then
/// ``viewDidLoad()``) and is told when the view appears (``viewWillAppear(_:)``, ``viewDidAppear(_:)``) by the
/// window it is the root view controller of.
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

    /// Loads the view now if it is not loaded: ``loadView()`` then ``viewDidLoad()``.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the root view: a plain view the size of the screen, unless overridden.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// The view was loaded.
    open func viewDidLoad() {}
    /// The view is about to appear.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The root view's superview (the view controller comes after its view in the responder chain).
    open override var next: UIResponder? {
        loadedView?.superview
    }
}
