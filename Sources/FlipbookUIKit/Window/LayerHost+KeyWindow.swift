import FlipbookCoreAnimation
import Foundation

extension LayerHost {
    private static let keyWindowKey = "FlipbookUIKit.keyWindow"

    /// The host's key window: the last one made key there (weakly held, as the app's windows own themselves).
    var keyWindow: UIWindow? {
        get { (attachedObjects[Self.keyWindowKey] as? WeakWindow)?.window }
        set { attachedObjects[Self.keyWindowKey] = WeakWindow(window: newValue) }
    }

    /// A weak reference to a window, so that the host does not keep a closed window alive.
    private final class WeakWindow {
        weak var window: UIWindow?
        init(window: UIWindow?) { self.window = window }
    }
}
