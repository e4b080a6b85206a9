import Flipbook3D
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension ThreeDBenchmark {
    /// A cube of six opaque 200-point faces in a transform layer spinning about its diagonal (a tilted transform
    /// layer holding one that spins about y, one turn in 4 s) on a 414 × 736 pt screen at 2× (828 × 1472 pixels)
    /// with a perspective of m34 = −1/800 about the screen's centre: one frame per round, 1/60 s apart.
    static var spinningCube: ThreeDBenchmark {
        ThreeDBenchmark(name: "Spinning cube (6 faces, 414 × 736 pt at 2×)") { rounds in
            let host = spinningCubeHost()
            let times = measure(rounds: rounds) { round in
                _ = try? host.renderFrameImage(at: Double(round) / 60, scale: 2)
            }
            return ["one frame: " + times.summary]
        }
    }
}

/// The spinning cube's tree.
private func spinningCubeHost() -> LayerHost {
    let host = LayerHost(size: CGSize(width: 414, height: 736))
    host.perform {
        CATransaction.setDisableActions(true)
        let stage = CALayer()
        stage.frame = host.rootLayer.bounds
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 800
        stage.sublayerTransform = perspective
        let tilt = CATransformLayer(), spin = CATransformLayer()
        tilt.frame = stage.bounds
        // The diagonal (1, 1, 1) turned onto the y axis.
        tilt.transform = CATransform3DRotate(CATransform3DMakeRotation(-.pi / 4, 0, 1, 0), atan(1 / 2.0.squareRoot()), 1, 0, 0)
        spin.frame = tilt.bounds
        let turns: [(angle: Double, x: Double, y: Double)] = [(0, 0, 1), (.pi, 0, 1), (.pi / 2, 0, 1), (-.pi / 2, 0, 1),
                                                              (.pi / 2, 1, 0), (-.pi / 2, 1, 0)]
        for (index, turn) in turns.enumerated() {
            let face = CALayer()
            face.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            face.position = CGPoint(x: spin.bounds.midX, y: spin.bounds.midY)
            face.backgroundColor = CGColor(red: Double(index % 2), green: Double(index / 2) / 2, blue: 0.8, alpha: 1)
            face.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            face.borderWidth = 4
            face.transform = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 100),
                                                 CATransform3DMakeRotation(turn.angle, turn.x, turn.y, 0))
            spin.addSublayer(face)
        }
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0.0
        turn.toValue = 2 * Double.pi
        turn.duration = 4
        turn.repeatCount = .infinity
        spin.add(turn, forKey: "spin")
        tilt.addSublayer(spin)
        stage.addSublayer(tilt)
        host.rootLayer.addSublayer(stage)
    }
    return host
}
