// The example of docs/gif.md ("Animated previews and animation goldens"), as a user writes it: it runs as written.
import Flipbook
import FlipbookTesting
import Testing

@Suite struct SlidingDotAnimation {
    @Test func slide() throws {
        let host = LayerHost(size: CGSize(width: 120, height: 40))
        let dot = CALayer()
        host.perform {
            dot.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            dot.position = CGPoint(x: 100, y: 20)
            dot.backgroundColor = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
            host.rootLayer.addSublayer(dot)
        }
        host.perform {
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 20
            slide.toValue = 100
            slide.duration = 1
            dot.add(slide, forKey: "slide")
        }
        try expectGoldenAnimation(of: host, from: 0, to: 1, fps: 10)   // 11 frames, one golden
    }
}
