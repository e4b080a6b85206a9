import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

/// A view controller that logs its lifecycle and starts an animation in viewWillAppear.
final class LoggingViewController: UIViewController {
    var log: [String] = []
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    override func loadView() {
        log.append("loadView")
        view = UIView(frame: UIScreen.main.bounds)
    }
    override func viewDidLoad() {
        log.append("viewDidLoad")
        view.addSubview(box)
    }
    override func viewWillAppear(_ animated: Bool) {
        log.append("viewWillAppear(\(animated))")
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        box.layer.add(move, forKey: "move")
    }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
}

@Suite("UIWindow, UIScreen and the view controller lifecycle")
struct UIWindowLifecycleTests {
    @Test("rootViewController + makeKeyAndVisible: load, appear and lay out in UIKit's order, in one turn")
    func launchOrder() {
        let host = LayerHost()
        let controller = LoggingViewController()
        let window = host.perform { () -> UIWindow in
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = controller
            #expect(controller.log.isEmpty)
            window.makeKeyAndVisible()
            #expect(controller.log == ["loadView", "viewDidLoad", "viewWillAppear(false)"])
            return window
        }
        #expect(controller.log == ["loadView", "viewDidLoad", "viewWillAppear(false)", "viewWillLayoutSubviews",
                                   "viewDidLayoutSubviews", "viewDidAppear(false)"])
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(controller.view.superview === window && controller.view.frame == window.bounds)
        #expect(window.layer.superlayer === host.rootLayer)
        host.advance(by: 0.5)
        let x = host.perform { controller.box.layer.presentation()!.position.x }
        #expect(abs(x - 50) < 1e-9, "the animation added in viewWillAppear began at time 0")
    }

    @Test("replacing the root view controller of a visible window swaps the views")
    func replaceRoot() {
        let host = LayerHost()
        let first = LoggingViewController(), second = LoggingViewController()
        let window = host.launch(first)
        host.perform { window.rootViewController = second }
        #expect(first.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(first.view.superview == nil && second.view.superview === window)
        #expect(second.log.contains("viewDidAppear(false)"))
    }

    @Test("a window is hidden until shown; the last one made key is the key window")
    func keyWindow() {
        let host = LayerHost()
        let (a, b) = host.perform { () -> (UIWindow, UIWindow) in
            let a = UIWindow(frame: UIScreen.main.bounds), b = UIWindow(frame: UIScreen.main.bounds)
            #expect(a.isHidden)
            a.makeKeyAndVisible()
            b.makeKeyAndVisible()
            return (a, b)
        }
        #expect(!a.isKeyWindow && b.isKeyWindow)
        let outside = UIWindow(frame: .zero)
        outside.makeKeyAndVisible()
        #expect(!outside.isKeyWindow && !outside.isHidden)
    }

    @Test("UIScreen.main: 414 × 736 at 3× by default, the host's screen inside a host; bad values are replaced")
    func screen() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 414, height: 736) && UIScreen.main.scale == 3)
        let host = LayerHost(size: CGSize(width: 320, height: 480))
        #expect(host.perform { UIScreen.main.bounds.size } == CGSize(width: 414, height: 736),
                "a root layer showing part of the screen does not change the screen")
        host.screen = UIScreen(size: CGSize(width: 375, height: 667), scale: 2)
        let window = host.perform { UIWindow(frame: UIScreen.main.bounds) }
        #expect(window.screen.scale == 2 && window.bounds.size == CGSize(width: 375, height: 667))
        let bad = UIScreen(size: CGSize(width: CGFloat.nan, height: -1), scale: 0)
        #expect(bad.bounds.size == CGSize(width: 414, height: 736) && bad.scale == 1)
        #expect(bad.nativeBounds.size == bad.bounds.size)
    }

    @Test("UIScreen.applicationFrame: the screen less the 20-point status bar at the top")
    func applicationFrame() {
        #expect(UIScreen.main.applicationFrame == CGRect(x: 0, y: 20, width: 414, height: 716))
        #expect(UIScreen(size: CGSize(width: 375, height: 667), scale: 2).applicationFrame
            == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(UIScreen(size: CGSize(width: 100, height: 10), scale: 1).applicationFrame.height == 0)
    }
}
