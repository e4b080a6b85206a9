import FlipbookCoreAnimation
import Foundation

extension LayerHost {
    private static let screenKey = "FlipbookUIKit.screen"

    /// Flipbook: the screen of this host — what `UIScreen.main` returns inside it and the screen its windows show
    /// on. Default: the size of the host's root layer at 3× (the seeds' iPhone 6s Plus). Set it before creating
    /// windows, e.g. to the scale frames are rendered at, so that views that draw (`draw(_:)`, labels) are sharp.
    public var screen: UIScreen {
        get {
            if let screen = attachedObjects[Self.screenKey] as? UIScreen { return screen }
            let screen = UIScreen(size: rootLayer.bounds.size, scale: UIScreen.defaultScale)
            attachedObjects[Self.screenKey] = screen
            return screen
        }
        set { attachedObjects[Self.screenKey] = newValue }
    }
}
