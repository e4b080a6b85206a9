import FlipbookCoreAnimation
import Foundation

extension LayerHost {
    private static let screenKey = "FlipbookUIKit.screen"

    /// Flipbook: the screen of this host — what `UIScreen.main` returns inside it and the screen its windows show
    /// on. Default: the seeds' iPhone 6s Plus, 414 × 736 points at 3× — whatever the size of the root layer, which
    /// may show only part of the screen. Set it before creating windows, e.g. to the scale frames are rendered at,
    /// so that views that draw (`draw(_:)`, labels) are as sharp as the frame.
    public var screen: UIScreen {
        get {
            if let screen = attachedObjects[Self.screenKey] as? UIScreen { return screen }
            let screen = UIScreen()
            attachedObjects[Self.screenKey] = screen
            return screen
        }
        set { attachedObjects[Self.screenKey] = newValue }
    }
}
