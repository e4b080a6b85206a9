import FlipbookCompositor
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension ContentLayerBenchmark {
    /// `CAReplicatorLayer` on a 414 × 736 pt screen at 2× (828 × 1472 pixels), frames rendered 1/60 s apart:
    /// Case 52's 20 delayed bars; 100 delayed copies of a 50 × 50 layer circling the centre (Case 51's earth); the
    /// same 100 copies tinted by colour offsets (each tinted copy is composited through its own offscreen box).
    static var replicatorLayer: ContentLayerBenchmark {
        ContentLayerBenchmark(name: "CAReplicatorLayer", run: runReplicatorLayer)
    }
}

private func runReplicatorLayer(rounds: Int) -> [String] {
    let framesPerRound = 10
    return [("Case 52: 20 bars, instanceDelay 0.2", volumeBars()),
            ("100 circling copies, instanceDelay 0.2", circlingCopies(tinted: false)),
            ("100 circling copies, tinted by offsets", circlingCopies(tinted: true))].map { name, host in
        let milliseconds = measure(rounds: rounds + 1) { round in
            for frame in 0..<framesPerRound {
                _ = try? host.renderFrameImage(at: Double(round * framesPerRound + frame) / 60, scale: 2)
            }
        }.dropFirst()  // the first round warms up
        return name + ": " + summary(Array(milliseconds), framesPerRound: framesPerRound)
    }
}

/// Case 52's tree: a black 414 × 200 replicator clipping 20 bars 20 points and 0.2 s apart, each bobbing.
private func volumeBars() -> LayerHost {
    let host = LayerHost(size: CGSize(width: 414, height: 736))
    host.perform {
        CATransaction.setDisableActions(true)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 414, height: 200)
        replicator.instanceCount = 20
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceDelay = 0.2
        replicator.masksToBounds = true
        replicator.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let bar = CALayer()
        bar.frame = CGRect(x: 14, y: 200, width: 10, height: 100)
        bar.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        replicator.addSublayer(bar)
        host.rootLayer.addSublayer(replicator)
        let bob = CABasicAnimation(keyPath: "position.y")
        bob.fromValue = 200
        bob.toValue = 180
        bob.duration = 0.5
        bob.autoreverses = true
        bob.repeatCount = .infinity
        bar.add(bob, forKey: nil)
    }
    return host
}

/// 100 copies, 0.2 s apart, of a rounded 50 × 50 layer flying a 10 s circle of radius 150 about the screen's
/// centre, optionally tinted (green and blue fading, alpha falling per copy).
private func circlingCopies(tinted: Bool) -> LayerHost {
    let host = LayerHost(size: CGSize(width: 414, height: 736))
    host.perform {
        CATransaction.setDisableActions(true)
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 100
        replicator.instanceDelay = 0.2
        if tinted {
            replicator.instanceGreenOffset = -0.01
            replicator.instanceBlueOffset = -0.01
            replicator.instanceAlphaOffset = -0.005
        }
        let ball = CALayer()
        ball.frame = CGRect(x: 332, y: 343, width: 50, height: 50)
        ball.cornerRadius = 25
        ball.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        replicator.addSublayer(ball)
        host.rootLayer.addSublayer(replicator)
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = CGPath(ellipseIn: CGRect(x: 57, y: 218, width: 300, height: 300), transform: nil)
        orbit.duration = 10
        orbit.repeatCount = .infinity
        ball.add(orbit, forKey: nil)
    }
    return host
}
