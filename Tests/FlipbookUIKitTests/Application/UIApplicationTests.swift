import FlipbookCoreAnimation
import FlipbookUIKit
import Testing

/// `UIApplication.shared` is the current host's app, one per host; its `keyWindow` is the host's key window.
@Suite("UIApplication")
struct UIApplicationTests {
    @Test("shared is one app per host; keyWindow is nil before any window is made key, then the last one made key")
    func sharedAndKeyWindow() {
        let host = LayerHost(), other = LayerHost()
        let (first, again) = host.perform { (UIApplication.shared, UIApplication.shared) }
        #expect(first === again)
        #expect(other.perform { UIApplication.shared } !== first)
        #expect(host.perform { UIApplication.shared.keyWindow } == nil)
        let (a, b) = host.perform {
            let a = UIWindow(frame: UIScreen.main.bounds), b = UIWindow(frame: UIScreen.main.bounds)
            a.makeKeyAndVisible()
            #expect(UIApplication.shared.keyWindow === a)
            b.makeKey()
            return (a, b)
        }
        #expect(host.perform { UIApplication.shared.keyWindow } === b && a.isHidden == false)
        #expect(other.perform { UIApplication.shared.keyWindow } == nil, "another host's app has no window")
    }

    @Test("Outside a host the app has no key window")
    func outsideAHost() {
        #expect(UIApplication.shared.keyWindow == nil)
    }
}
