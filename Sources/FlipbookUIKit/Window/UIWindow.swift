import FlipbookCoreAnimation
import Foundation

/// The backdrop of the app's views: the root of a view hierarchy, shown by the current ``LayerHost`` once
/// ``makeKeyAndVisible()`` is called, and the host of a ``rootViewController``.
open class UIWindow: UIView {
    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController else { return }
            controller.view.frame = bounds
            addSubview(controller.view)
        }
    }

    /// Whether the window is the key window.
    public private(set) var isKeyWindow = false

    /// Makes the window visible in the current ``LayerHost`` (its layer joins the host's root layer) and key.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        if layer.superlayer == nil { LayerHost.current?.rootLayer.addSublayer(layer) }
    }
}
