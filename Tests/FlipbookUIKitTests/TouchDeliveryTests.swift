import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

/// A view that records the touches it gets.
final class TouchRecordingView: UIView {
    var log: [String] = []
    var handles = true
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard handles else { return super.touchesBegan(touches, with: event) }
        log.append("began \(touches.first!.location(in: self).text)")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard handles else { return super.touchesMoved(touches, with: event) }
        log.append("moved")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard handles else { return super.touchesEnded(touches, with: event) }
        log.append("ended")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard handles else { return super.touchesCancelled(touches, with: event) }
        log.append("cancelled")
    }
}

/// A view controller that records the touches its view passes on.
final class TouchRecordingController: UIViewController {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began \(touches.first!.location(in: view).text)")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
}

/// An object receiving target–action messages.
final class ActionLog {
    var entries: [String] = []
    func tapped(_ sender: UIButton) { entries.append("tapped \(sender.currentTitle ?? "")") }
    func touchedUp(_ sender: UIButton, _ event: UIEvent) {
        entries.append("up at \(event.touches(for: sender)!.first!.location(in: sender).text)")
    }
    func recognized(_ recognizer: UITapGestureRecognizer) {
        entries.append("tap \(recognizer.location(in: recognizer.view).text)")
    }
}

@Suite("Touches: hit testing, the responder chain, controls and tap recognizers")
struct TouchDeliveryTests {
    private func scene() -> (LayerHost, UIWindow, TouchRecordingController) {
        let host = LayerHost()
        let controller = TouchRecordingController()
        return (host, host.launch(controller), controller)
    }

    @Test("hitTest skips hidden, transparent and non-interactive views and disabled controls")
    func hitTesting() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: parent.bounds), front = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(back)
        parent.addSubview(front)
        let point = CGPoint(x: 20, y: 20)
        #expect(parent.hitTest(point, with: nil) === front)
        front.isHidden = true
        #expect(parent.hitTest(point, with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(parent.hitTest(point, with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(parent.hitTest(point, with: nil) === back)
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(control)
        #expect(parent.hitTest(point, with: nil) === control)
        control.isEnabled = false
        #expect(parent.hitTest(point, with: nil) === back)
        #expect(parent.hitTest(CGPoint(x: 200, y: 20), with: nil) == nil)
    }

    @Test("touches go to the hit view; unhandled ones go up the chain to the view controller")
    func responderChain() {
        let (host, window, controller) = scene()
        let view = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        host.perform { controller.view.addSubview(view) }
        window.sendTouch(.began, at: CGPoint(x: 110, y: 120))
        window.sendTouch(.moved, at: CGPoint(x: 115, y: 120))
        window.sendTouch(.ended, at: CGPoint(x: 115, y: 120))
        #expect(view.log == ["began (10.0, 20.0)", "moved", "ended"])
        view.handles = false
        window.sendTap(at: CGPoint(x: 110, y: 120))
        #expect(controller.log == ["began (110.0, 120.0)", "ended"])
        window.sendTouch(.moved, at: .zero)
        window.sendTouch(.ended, at: .zero)
        #expect(controller.log.count == 2, "steps without a touch in progress do nothing")
        _ = host
    }

    @Test("a tap on a button highlights it, then sends touchUpInside and primaryActionTriggered")
    func buttonTap() {
        let (host, window, controller) = scene()
        let button = UIButton(frame: CGRect(x: 20, y: 230, width: 374, height: 50))
        let log = ActionLog()
        var events: [String] = []
        host.perform {
            button.setTitle("登录", for: .normal)
            button.addTarget(log, action: Selector(ActionLog.tapped), for: .touchUpInside)
            button.addAction(UIAction(title: "down") { action in
                events.append("down \((action.sender as? UIButton) === button)")
            }, for: .touchDown)
            button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
            controller.view.addSubview(button)
        }
        window.sendTouch(.began, at: CGPoint(x: 100, y: 250))
        #expect(button.isHighlighted && button.state == .highlighted)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 250))
        #expect(!button.isHighlighted)
        #expect(log.entries == ["tapped 登录"])
        #expect(events == ["down true", "primary"])
        window.sendTouch(.began, at: CGPoint(x: 100, y: 250))
        window.sendTouch(.moved, at: CGPoint(x: 100, y: 500))
        #expect(!button.isHighlighted)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 500))
        #expect(log.entries == ["tapped 登录"], "lifting far outside is touchUpOutside")
        button.removeTarget(log, action: nil, for: .touchUpInside)
        window.sendTap(at: CGPoint(x: 100, y: 250))
        #expect(log.entries == ["tapped 登录"])
        #expect(button.allControlEvents == [.touchDown, .primaryActionTriggered])
    }

    @Test("an action of the (sender, event) form gets the touch event")
    func senderAndEventAction() {
        let (host, window, controller) = scene()
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        let log = ActionLog()
        host.perform {
            button.addTarget(log, action: Selector(ActionLog.touchedUp), for: .touchUpInside)
            controller.view.addSubview(button)
        }
        window.sendTap(at: CGPoint(x: 130, y: 110))
        #expect(log.entries == ["up at (30.0, 10.0)"])
        button.sendActions(for: .touchUpInside)
        #expect(log.entries.count == 1, "without a touch event the (sender, event) action is not called")
    }

    @Test("a tap recognizer recognizes a tap, and the view gets touchesCancelled instead of touchesEnded")
    func tapRecognizer() {
        let (host, window, controller) = scene()
        let view = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let log = ActionLog()
        let tap = UITapGestureRecognizer(target: log, action: Selector(ActionLog.recognized))
        host.perform {
            controller.view.addSubview(view)
            controller.view.addGestureRecognizer(tap)
        }
        window.sendTap(at: CGPoint(x: 110, y: 120))
        #expect(log.entries == ["tap (110.0, 120.0)"])
        #expect(view.log == ["began (10.0, 20.0)", "cancelled"])
        #expect(tap.state == .possible, "reset after the touches ended")
        tap.cancelsTouchesInView = false
        window.sendTap(at: CGPoint(x: 110, y: 120))
        #expect(view.log.suffix(2) == ["began (10.0, 20.0)", "ended"])
        window.sendTouch(.began, at: CGPoint(x: 110, y: 120))
        window.sendTouch(.moved, at: CGPoint(x: 140, y: 120))
        window.sendTouch(.ended, at: CGPoint(x: 140, y: 120))
        #expect(log.entries.count == 2, "a touch that moved 30 pt is not a tap")
    }

    @Test("a double-tap recognizer needs two taps in quick succession on the host's clock")
    func doubleTap() {
        let (host, window, controller) = scene()
        let log = ActionLog()
        let tap = UITapGestureRecognizer(target: log, action: Selector(ActionLog.recognized))
        tap.numberOfTapsRequired = 2
        host.perform { controller.view.addGestureRecognizer(tap) }
        window.sendTap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)
        host.advance(by: 0.2)
        window.sendTap(at: CGPoint(x: 52, y: 50))
        #expect(log.entries == ["tap (52.0, 50.0)"])
        host.advance(by: 1)
        window.sendTap(at: CGPoint(x: 52, y: 50))
        host.advance(by: 1)
        window.sendTap(at: CGPoint(x: 52, y: 50))
        #expect(log.entries.count == 1, "taps a second apart are single taps")
    }

    @Test("a button keeps its tap from an ancestor's tap recognizer")
    func controlBeatsAncestorRecognizer() {
        let (host, window, controller) = scene()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = ActionLog()
        let tap = UITapGestureRecognizer(target: log, action: Selector(ActionLog.recognized))
        host.perform {
            button.addTarget(log, action: Selector(ActionLog.tapped), for: .touchUpInside)
            controller.view.addSubview(button)
            controller.view.addGestureRecognizer(tap)
        }
        window.sendTap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["tapped "])
        window.sendTap(at: CGPoint(x: 200, y: 200))
        #expect(log.entries == ["tapped ", "tap (200.0, 200.0)"])
    }

    @Test("a touch scheduled on the host's clock starts an animation at that time")
    func scheduledTap() {
        let (host, window, controller) = scene()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.perform {
            controller.view.addSubview(button)
            button.addAction(UIAction { _ in
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0
                fade.duration = 1
                button.layer.add(fade, forKey: "fade")
            }, for: .touchUpInside)
        }
        host.asyncAfter(deadline: 2) { window.sendTap(at: CGPoint(x: 50, y: 50)) }
        host.run(until: 2.5)
        let opacity = host.perform { button.layer.presentation()!.opacity }
        #expect(abs(opacity - 0.5) < 1e-6)
    }
}

extension CGPoint {
    /// "(x, y)", for logs.
    var text: String { "(\(x), \(y))" }
}
