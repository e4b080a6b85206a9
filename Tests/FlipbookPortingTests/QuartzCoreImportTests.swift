import QuartzCore
import Testing

/// `import QuartzCore` alone: Core Animation, its timers and display links, Core Graphics, Foundation.
@Suite("import QuartzCore")
struct QuartzCoreImportTests {
    @Test("repeatCount = MAXFLOAT repeats for ever; Timer is the virtual-clock timer")
    func animationAndTimer() {
        let host = LayerHost()
        let layer = CALayer()
        var ticks = 0
        host.perform {
            host.rootLayer.addSublayer(layer)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = CGFloat.pi * 2
            spin.duration = 1
            spin.repeatCount = MAXFLOAT
            layer.add(spin, forKey: "spin")
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in ticks += 1 }
        }
        host.advance(by: 1000.25)
        #expect(ticks == 2000)
        let angle = host.perform { layer.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat }
        #expect(abs((angle ?? 0) - CGFloat.pi / 2) < 1e-9)
    }
}
