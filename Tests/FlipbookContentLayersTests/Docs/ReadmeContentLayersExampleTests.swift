import FlipbookCompositor
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation
import Testing

/// The README's "Content layers" example, as written there: a progress line drawn by `strokeEnd`, five bars made by
/// a replicator, a gradient strip; sampled at 0, 1 and 2 s and rendered at 2 s.
@Suite("README content layers example")
struct ReadmeContentLayersExampleTests {
    @Test("strokeEnd is 0, 0.5 and 1 at 0, 1 and 2 s; the frame shows the line, five bars and the gradient")
    func example() throws {
        let host = LayerHost()
        let progress = CAShapeLayer()
        let bars = CAReplicatorLayer()
        let bar = CALayer()
        let strip = CAGradientLayer()
        host.perform {
            let line = CGMutablePath()
            line.move(to: CGPoint(x: 20, y: 40))
            line.addLine(to: CGPoint(x: 220, y: 40))
            progress.path = line                          // drawn wherever it lies: no bounds needed
            progress.strokeColor = CGColor(red: 0.3, green: 0.73, blue: 0.48, alpha: 1)
            progress.lineWidth = 10
            progress.strokeEnd = 1
            host.rootLayer.addSublayer(progress)

            bars.frame = CGRect(x: 20, y: 70, width: 150, height: 40)
            bars.instanceCount = 5                        // the bar and four copies, 30 pt apart
            bars.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
            bar.frame = CGRect(x: 0, y: 0, width: 10, height: 40)
            bar.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            bars.addSublayer(bar)
            host.rootLayer.addSublayer(bars)

            strip.frame = CGRect(x: 20, y: 130, width: 200, height: 20)
            strip.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            strip.startPoint = CGPoint(x: 0, y: 0.5)      // left to right
            strip.endPoint = CGPoint(x: 1, y: 0.5)
            host.rootLayer.addSublayer(strip)
        }
        host.perform {
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 2                             // linear: no timing function
            progress.add(draw, forKey: "draw")
        }
        var strokeEnds: [CGFloat] = []
        for t in [0.0, 1.0, 2.0] {
            host.run(until: t)
            strokeEnds.append(host.perform { progress.presentation()!.strokeEnd })
        }
        #expect(strokeEnds == [0, 0.5, 1])
        let frame = try host.renderFrameImage(at: 2, scale: 1)
        #expect(frame[215, 40] == (77, 186, 122, 255))   // the whole line at 2 s, to x = 220
        #expect(frame[225, 40] == (255, 255, 255, 255))  // butt caps: not beyond
        #expect((0..<5).allSatisfy { frame[25 + 30 * $0, 90] == (255, 0, 0, 255) })
        #expect(frame[40, 90] == (255, 255, 255, 255))   // between the first two bars
        let left = frame[22, 140], right = frame[218, 140]
        #expect(left.r > 240 && left.b < 15 && right.b > 240 && right.r < 15)
    }
}
