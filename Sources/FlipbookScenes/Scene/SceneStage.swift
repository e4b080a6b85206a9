import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// What a scene builds on: a fresh ``LayerHost`` (the screen and its virtual clock), a window covering the screen,
/// its root view controller — the case's own `UIViewController` subclass, or a plain one whose white view the
/// set-up fills —, and the script of events the case's code reacts to.
///
/// The view controller's view is loaded first (`loadView`, `viewDidLoad`), then the window shows it
/// (`viewWillAppear`, `viewDidAppear`), all in the host's first run-loop turn, so that animations started there
/// begin at time 0. Actions are enabled, as on iOS: no layer has been committed yet, so the initial values of
/// standalone layers do not animate (a layer's first commit has nothing to animate from), while UIKit animation
/// blocks animate from the value before their change. A scene's set-up closure runs in `viewDidLoad`'s place and
/// schedules the script with ``at(_:_:perform:)``. A stage belongs to one render and is never shared.
public final class SceneStage {
    /// The host: root layer, virtual clock, transactions, timers.
    public let host: LayerHost
    /// The window: the screen's size, showing ``viewController``'s view.
    public let window: UIWindow
    /// The window's root view controller.
    public let viewController: UIViewController
    /// The view controller's view (`self.view`): origin (0, 0), the size of the screen.
    public var view: UIView { viewController.view }
    /// The size of the screen in points (414 × 736, the seeds' iPhone 6s Plus).
    public let screenSize: CGSize
    /// The scale the frames render at (`UIScreen.main.scale`): layers that draw their own content (text, drawings)
    /// set their `contentsScale` to it, as UIKit does, so they stay sharp at every scale.
    public let screenScale: CGFloat
    /// The script as scheduled so far, in the order of scheduling.
    public private(set) var events: [SceneEvent] = []
    private var actions: [(time: CFTimeInterval, body: () -> Void)] = []
    /// Objects the case's view controller holds strongly (layer delegates, which layers do not retain).
    private var ownedObjects: [AnyObject] = []

    init(host: LayerHost, screenSize: CGSize, screenScale: CGFloat, viewController: UIViewController) {
        self.host = host
        self.screenSize = screenSize
        self.screenScale = screenScale
        self.viewController = viewController
        window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
    }

    /// Schedules `body` at media time `time` (seconds from the set-up), described as `description`.
    ///
    /// Events at time 0 run right after the set-up, each as its own run-loop turn (so animations added there start
    /// at time 0, as in `viewWillAppear`); later events run as blocks on the host's clock (a tap, a delayed block),
    /// each inside its own implicit transaction.
    public func at(_ time: CFTimeInterval, _ description: String, perform body: @escaping () -> Void) {
        events.append(SceneEvent(time: time, description: description))
        actions.append((time, body))
    }

    /// Schedules a tap at `point` (window coordinates, the screen's points) at media time `time`: the window
    /// hit-tests the point and delivers the touch as UIKit does (gesture recognizers, controls, `touchesBegan`/
    /// `touchesEnded` up the responder chain), see `UIWindow.sendTap(at:)`.
    public func tap(at point: CGPoint, time: CFTimeInterval) {
        let window = window
        at(time, "tap at (\(point.x), \(point.y))") { window.sendTap(at: point) }
    }

    /// Schedules a one-finger swipe from `start` to `end` (window coordinates) at media time `time`, through the
    /// window's touch simulation (see `UIWindow.sendSwipe(from:to:)`).
    public func swipe(from start: CGPoint, to end: CGPoint, time: CFTimeInterval) {
        let window = window
        at(time, "swipe from (\(start.x), \(start.y)) to (\(end.x), \(end.y))") { window.sendSwipe(from: start, to: end) }
    }

    /// Keeps `object` alive as long as the stage, as the case's view controller would hold it (a layer's
    /// `delegate` is not retained by the layer).
    public func own(_ object: AnyObject) {
        ownedObjects.append(object)
    }

    /// Runs the events due at the host's current time and schedules the later ones.
    func startScript() {
        for action in actions {
            if action.time <= host.currentTime {
                host.perform(action.body)
            } else {
                host.asyncAfter(deadline: action.time, execute: action.body)
            }
        }
        actions = []
    }
}
