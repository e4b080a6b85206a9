import Flipbook3D
import FlipbookCompositor
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookTesting
import Foundation
import Testing

/// Feature goldens of plane splitting: 200 × 200 pt at 2×, perspective m34 = −1/500, on white.
@Suite(.goldens(tolerance: .pixels(4)))
struct PlaneSplittingGoldens {
    typealias Scenes = CrossingPlanesRenderingTests

    @Test("Two opaque bordered planes crossing at 30°: each shows in front on its own side, the split line clean")
    func crossingPlanes() throws {
        let context = CATransformLayer()
        for (color, angle) in [(Scenes.red, Double.pi / 12), (Scenes.blue, -Double.pi / 12)] {
            let plane = Scenes.plane(color, turnedBy: angle)
            plane.borderColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            plane.borderWidth = 4
            context.addSublayer(plane)
        }
        try expectGolden(Scenes.host(with: context).renderFrameImage(at: 0, scale: Scenes.scale))
    }

    @Test("Two half-transparent planes crossing: the nearer half of each blends over the other, no seam")
    func translucentPlanes() throws {
        let context = CATransformLayer()
        for (color, angle) in [(Scenes.red, Double.pi / 6), (Scenes.blue, -Double.pi / 6)] {
            let plane = Scenes.plane(color, turnedBy: angle)
            plane.opacity = 0.6
            context.addSublayer(plane)
        }
        try expectGolden(Scenes.host(with: context).renderFrameImage(at: 0, scale: Scenes.scale))
    }

    @Test("A cube with black edges turned about its diagonal: three faces shown, edges meeting cleanly")
    func cube() throws {
        let cube = Scenes.cube(spin: CATransform3DMakeRotation(0.7, 1, 1, 1), borderWidth: 3)
        try expectGolden(Scenes.host(with: cube).renderFrameImage(at: 0, scale: Scenes.scale))
    }

    @Test("Six copies of a depth-preserving replicator fanned 30° apart about a vertical axis, tinted copy by copy")
    func replicatorFan() throws {
        let replicator = CAReplicatorLayer()
        replicator.preservesDepth = true
        replicator.instanceCount = 6
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
        replicator.instanceRedOffset = -0.15
        replicator.instanceGreenOffset = -0.05
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 140, height: 90)
        card.position = CGPoint(x: Scenes.size / 2, y: Scenes.size / 2)
        card.backgroundColor = CGColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
        card.borderColor = CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        card.borderWidth = 2
        replicator.addSublayer(card)
        let tilt = CATransformLayer()
        tilt.frame = CGRect(x: 0, y: 0, width: Scenes.size, height: Scenes.size)
        tilt.transform = CATransform3DMakeRotation(0.5, 1, 0, 0)
        replicator.frame = tilt.bounds
        tilt.addSublayer(replicator)
        try expectGolden(Scenes.host(with: tilt).renderFrameImage(at: 0, scale: Scenes.scale))
    }
}
