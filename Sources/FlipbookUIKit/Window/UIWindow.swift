import FlipbookCoreAnimation
import Foundation

/// The backdrop of the app's views: the root of a view hierarchy, shown by the current `LayerHost` once
/// ``makeKeyAndVisible()`` is called, and the host of a ``rootViewController``.
///
/// A window is hidden until it is made visible (as in UIKit). Becoming visible installs the root view controller's
/// view (see ``UIViewController`` for the order of its callbacks). Touches are sent to a window with
/// ``sendEvent(_:)``, or simulated with Flipbook's ``sendTap(at:)`` and ``sendTouch(_:at:)``.
open class UIWindow: UIView {
    /// A UIWindow draws nothing of its own (see `UIView.drawsNothingOfItsOwn`).
    override class var drawsNothingOfItsOwn: Bool { self == UIWindow.self }

    /// The host the window was made visible in (touches simulated later run in its turns).
    weak var host: LayerHost?
    /// The finger of the touch sequence in progress (``sendTouch(_:at:)``), with the recognizers tracking it.
    var activeTouch: UITouch?
    /// Where and when the last touch sequence ended (to count taps: ``UITouch/tapCount``).
    var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    /// Creates a hidden window with `frame` (normally the screen's bounds), on the main screen.
    public override init(frame: CGRect) {
        screen = UIScreen.main
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a hidden window from an archive (Flipbook has no storyboards: a zero frame).
    public required init?(coder: NSCoder) {
        screen = UIScreen.main
        super.init(coder: coder)
        isHidden = true
    }

    /// The screen the window shows on: `UIScreen.main` when the window was created.
    open var screen: UIScreen

    /// The view controller whose view fills the window. Setting it on a visible window replaces the old
    /// controller's view with the new one's at once; on a hidden window the view is installed when the window
    /// becomes visible.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.disappear()
            if !isHidden { installRootViewController() }
        }
    }

    /// Whether the window is hidden. Default `true` for a window; showing it installs the root view controller's
    /// view.
    open override var isHidden: Bool {
        didSet {
            if oldValue, !isHidden { installRootViewController() }
        }
    }

    /// Whether the window is its host's key window (the one ``makeKeyAndVisible()`` was called on last).
    open var isKeyWindow: Bool {
        guard let host else { return false }
        return host.keyWindow === self
    }

    /// Makes the window the key window of the current `LayerHost` and shows it there: its layer joins the host's
    /// root layer, and the root view controller's view is installed. Outside a host the window becomes visible in
    /// no host (nothing renders it) and is not key.
    open func makeKeyAndVisible() {
        if let current = LayerHost.current {
            host = current
            current.keyWindow = self
            if layer.superlayer == nil { current.rootLayer.addSublayer(layer) }
        }
        isHidden = false
    }

    /// Makes the window the key window of its host, without showing it.
    open func makeKey() {
        guard let host = host ?? LayerHost.current else { return }
        self.host = host
        host.keyWindow = self
    }

    /// A window has no next responder (on iOS the app is; Flipbook's ``UIApplication`` takes no part in events).
    open override var next: UIResponder? { nil }

    /// Delivers `event`'s touches: each touch goes first to the gesture recognizers tracking it (those of its view
    /// and the view's ancestors, gathered when it began), then to its view (``UIResponder/touchesBegan(_:with:)``
    /// and the rest, which pass it up the responder chain unless overridden). When a recognizer that cancels touches
    /// in view (``UIGestureRecognizer/cancelsTouchesInView``) recognizes its gesture, the view gets
    /// ``UIResponder/touchesCancelled(_:with:)`` instead of the rest of the sequence.
    open func sendEvent(_ event: UIEvent) {
        for touch in event.allTouches ?? [] {
            TouchDelivery(touch: touch, event: event).deliver()
        }
    }

    private func installRootViewController() {
        guard let controller = rootViewController, controller.viewIfLoaded?.window !== self else { return }
        controller.appear(in: self)
    }
}
