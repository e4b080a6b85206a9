import Foundation
import Testing
@testable import FlipbookCoreAnimation

/// A host with one 100 × 100 layer at (100, 100) attached to its root and committed at time 0.
func makeHostWithLayer() -> (LayerHost, CALayer) {
    let host = LayerHost()
    let layer = CALayer()
    host.perform {
        CATransaction.setDisableActions(true)
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 100, y: 100)
        host.rootLayer.addSublayer(layer)
    }
    return (host, layer)
}

/// Runs the host to `time` and reads a value inside it.
func sample<T>(_ host: LayerHost, at time: CFTimeInterval, _ read: () -> T) -> T {
    host.run(until: time)
    return host.perform(read)
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

func isClose(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: Double = 1e-9) -> Bool {
    zip(a.entries, b.entries).allSatisfy { isClose($0, $1, tolerance) }
}

/// Records delegate callbacks with the media time at which they arrive.
final class RecordingDelegate: CAAnimationDelegate {
    var events: [String] = []
    var times: [CFTimeInterval] = []
    func animationDidStart(_ anim: CAAnimation) {
        events.append("start \(anim.value(forKey: "tag") ?? "")")
        times.append(CACurrentMediaTime())
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(anim.value(forKey: "tag") ?? "") \(flag)")
        times.append(CACurrentMediaTime())
    }
}

/// A basic animation of `keyPath` from `from` to `to` over `duration` seconds.
func makeBasic(_ keyPath: String, from: Any?, to: Any?, duration: Double = 1) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: keyPath)
    a.fromValue = from
    a.toValue = to
    a.duration = duration
    return a
}

/// A delegate that answers `action(for:forKey:)` with a fixed result and counts the questions.
final class ActionDelegate: CALayerDelegate {
    let answer: CAAction?
    var asked: [String] = []
    init(answer: CAAction?) { self.answer = answer }
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        asked.append(event)
        return answer
    }
}

/// An action that records that it ran.
final class RecordingAction: CAAction {
    var runs: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs.append(event) }
}
