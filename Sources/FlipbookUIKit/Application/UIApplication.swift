import FlipbookCoreAnimation
import Foundation

/// The running app: ``shared`` is the app of the current `LayerHost` (each host is its own device and app), and
/// ``keyWindow`` the window last made key there.
///
/// Flipbook keeps the part of `UIApplication` the seeds use — reaching the key window, e.g. to snapshot
/// `UIApplication.shared.keyWindow!.rootViewController!.view` (book § 16.3) —; the app's life cycle, its delegate,
/// scenes and events are not modelled (the host's run loop drives everything).
open class UIApplication: UIResponder {
    /// The host whose app this is; `nil` for the app outside any host.
    private weak var host: LayerHost?

    private static let sharedKey = "FlipbookUIKit.application"

    private init(host: LayerHost?) {
        self.host = host
    }

    /// The app: the current `LayerHost`'s (one per host, made on first use), or, outside a host, an app with no
    /// windows.
    open class var shared: UIApplication {
        guard let host = LayerHost.current else { return UIApplication(host: nil) }
        if let application = host.attachedObjects[sharedKey] as? UIApplication { return application }
        let application = UIApplication(host: host)
        host.attachedObjects[sharedKey] = application
        return application
    }

    /// The app's key window: the window ``UIWindow/makeKeyAndVisible()`` or ``UIWindow/makeKey()`` was last called
    /// on in the app's host, `nil` before any (or outside a host). Deprecated by Apple in iOS 13 for apps with
    /// several scenes; Flipbook's app has one.
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? { host?.keyWindow }
}
