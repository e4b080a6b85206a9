import FlipbookCoreAnimation
import FlipbookUIKit
import Foundation
import Testing

/// Records which swipe recognizers fired.
private final class SwipeLog {
    var entries: [String] = []
    func swiped(_ recognizer: UISwipeGestureRecognizer) {
        entries.append("swipe \(recognizer.direction.rawValue)")
    }
}

@Suite("UISwipeGestureRecognizer")
struct SwipeGestureRecognizerTests {
    /// A launched host whose root view has a left and a right swipe recognizer.
    private func scene() -> (LayerHost, UIWindow, SwipeLog, left: UISwipeGestureRecognizer) {
        let host = LayerHost()
        let window = host.launch(UIViewController())
        let log = SwipeLog()
        let left = UISwipeGestureRecognizer(target: log, action: Selector(SwipeLog.swiped))
        left.direction = .left
        let right = UISwipeGestureRecognizer(target: log, action: Selector(SwipeLog.swiped))
        host.perform {
            window.rootViewController?.view.addGestureRecognizer(left)
            window.rootViewController?.view.addGestureRecognizer(right)
        }
        return (host, window, log, left)
    }

    /// Sends a touch from `start` through `points`, lifting at the last.
    private func drag(_ window: UIWindow, from start: CGPoint, through points: [CGPoint]) {
        window.sendTouch(.began, at: start)
        for point in points { window.sendTouch(.moved, at: point) }
        window.sendTouch(.ended, at: points.last ?? start)
    }

    @Test("Defaults: direction right, one touch; the directions are UIKit's bits")
    func defaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        #expect([UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
    }

    @Test("A swipe fires the recognizer of its direction once, as soon as it has gone 50 points")
    func recognizesItsDirection() {
        let (host, window, log, left) = scene()
        defer { withExtendedLifetime(host) {} }
        window.sendTouch(.began, at: CGPoint(x: 300, y: 300))
        window.sendTouch(.moved, at: CGPoint(x: 260, y: 305))
        #expect(log.entries.isEmpty && left.state == .possible)
        window.sendTouch(.moved, at: CGPoint(x: 245, y: 305))
        #expect(log.entries == ["swipe 2"])
        window.sendTouch(.moved, at: CGPoint(x: 100, y: 305))
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 305))
        #expect(log.entries == ["swipe 2"] && left.state == .possible)
        drag(window, from: CGPoint(x: 100, y: 300), through: [CGPoint(x: 200, y: 290), CGPoint(x: 320, y: 300)])
        #expect(log.entries == ["swipe 2", "swipe 1"])
    }

    @Test("Too short, too slanted, vertical, or a tap: no swipe")
    func failures() {
        let (host, window, log, _) = scene()
        defer { withExtendedLifetime(host) {} }
        drag(window, from: CGPoint(x: 300, y: 300), through: [CGPoint(x: 260, y: 300)])
        drag(window, from: CGPoint(x: 300, y: 300), through: [CGPoint(x: 220, y: 250)])
        drag(window, from: CGPoint(x: 200, y: 200), through: [CGPoint(x: 200, y: 400)])
        window.sendTap(at: CGPoint(x: 200, y: 200))
        #expect(log.entries.isEmpty)
    }
}
