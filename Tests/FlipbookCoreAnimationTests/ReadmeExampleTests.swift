import Foundation
import Testing
import FlipbookCoreAnimation

@Suite("README example")
struct ReadmeExampleTests {
    @Test("A layer animated on the virtual clock and sampled at three times")
    func sampledAtThreeTimes() {
        let host = LayerHost()
        let layer = CALayer()
        host.perform {
            layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
            layer.position = CGPoint(x: 100, y: 100)
            host.rootLayer.addSublayer(layer)
        }
        host.perform {
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: 100, y: 100))
            move.toValue = NSValue(cgPoint: CGPoint(x: 300, y: 100))
            move.duration = 2
            layer.add(move, forKey: "move")
        }
        var samples: [CGFloat] = []
        for t in [0.0, 0.5, 1.0] {
            host.run(until: t)
            samples.append(host.perform { layer.presentation()!.position.x })
        }
        #expect(samples == [100, 150, 200])
    }
}
