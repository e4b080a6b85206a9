import Flipbook3D
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation
import Testing

/// The README's "3D" example, as written there: two planes crossing at 30° in a `CATransformLayer` under one
/// perspective, turning; each shows in front on its own side of the crossing line, in the frames and to `hitTest`.
@Suite("README 3D example")
struct ReadmeThreeDExampleTests {
    @Test("Red is in front left of the crossing line and blue right of it, at 0 and 0.5 s; hitTest agrees")
    func example() throws {
        let host = LayerHost(size: CGSize(width: 300, height: 200))
        let stage = CALayer()
        let planes = CATransformLayer()
        let red = CALayer()
        let blue = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            stage.frame = host.rootLayer.bounds           // the vanishing point: the stage's centre
            stage.sublayerTransform.m34 = -1 / 500
            planes.frame = CGRect(x: 75, y: 25, width: 150, height: 150)
            for (plane, turn) in [(red, CGFloat.pi / 12), (blue, -CGFloat.pi / 12)] {
                plane.frame = planes.bounds
                plane.transform = CATransform3DMakeRotation(turn, 0, 1, 0)   // 30° apart, crossing at the middle
                planes.addSublayer(plane)
            }
            red.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            blue.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            stage.addSublayer(planes)
            host.rootLayer.addSublayer(stage)
        }
        host.perform {
            let turn = CABasicAnimation(keyPath: "transform.rotation.y")
            turn.fromValue = 0
            turn.toValue = CGFloat.pi / 4
            turn.duration = 1                             // linear: 22.5° at 0.5 s
            planes.add(turn, forKey: "turn")
        }
        let start = try host.renderFrameImage(at: 0, scale: 1)     // red in front on the left, blue on the right
        let turning = try host.renderFrameImage(at: 0.5, scale: 1) // the pair turned 22.5°, still crossing
        let tapped = host.rootLayer.hitTest(CGPoint(x: 110, y: 100))    // red: the plane seen there

        for frame in [start, turning] {
            #expect(frame[110, 100] == (255, 0, 0, 255))
            #expect(frame[190, 100] == (0, 0, 255, 255))
        }
        #expect(tapped === red)
        #expect(host.rootLayer.hitTest(CGPoint(x: 190, y: 100)) === blue)
    }
}
