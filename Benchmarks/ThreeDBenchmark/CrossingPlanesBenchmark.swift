import Flipbook3D
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension ThreeDBenchmark {
    /// The cost of the split as the number of intersecting planes grows: 8, 64 and 256 half-transparent 240-point
    /// planes in one transform layer, each tilted its own way about an axis in the screen's plane and shifted a
    /// little in depth, so that they all cross near the centre of a 414 × 736 pt screen at 2×; per count, one frame
    /// per round, the number of fragments the splitter makes and the time it takes alone, and for comparison the
    /// same planes drawn whole (direct sublayers of the perspective layer: no 3D context, no splitting).
    static var crossingPlanes: ThreeDBenchmark {
        ThreeDBenchmark(name: "Crossing planes in one transform layer (414 × 736 pt at 2×)") { rounds in
            [8, 64, 256].map { count in
                let (host, stage) = crossingPlanesHost(count: count)
                let layers = host.perform {
                    stage.sublayerPlacements.map { PlaneSplitter.Layer($0.transform, area: $0.layer.bounds) }
                }
                var fragments = 0
                let splitting = measure(rounds: rounds) { _ in fragments = PlaneSplitter.order(layers).count }
                let frames = measure(rounds: rounds) { round in
                    _ = try? host.renderFrameImage(at: Double(round) / 60, scale: 2)
                }
                let (flatHost, _) = crossingPlanesHost(count: count, inContext: false)
                let whole = measure(rounds: rounds) { round in
                    _ = try? flatHost.renderFrameImage(at: Double(round) / 60, scale: 2)
                }
                return "\(count) planes, \(fragments) fragments: frame " + frames.summary
                    + String(format: "; the splitter alone: median %.3f ms; the planes drawn whole, outside a 3D "
                                 + "context: median %.3f ms", splitting.median, whole.median)
            }
        }
    }
}

/// `count` planes crossing in one transform layer (or, without `inContext`, as direct sublayers of the perspective
/// layer) under a perspective of m34 = −1/800 about the screen's centre, and the layer whose plane they are drawn in.
private func crossingPlanesHost(count: Int, inContext: Bool = true) -> (LayerHost, CALayer) {
    let host = LayerHost(size: CGSize(width: 414, height: 736)), stage = CALayer()
    host.perform {
        CATransaction.setDisableActions(true)
        stage.frame = host.rootLayer.bounds
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 800
        stage.sublayerTransform = perspective
        let context = inContext ? CATransformLayer() : stage
        if inContext {
            context.frame = stage.bounds
            stage.addSublayer(context)
        }
        for index in 0..<count {
            // Axes spread by the golden angle, tilts between 20° and 70°, depths within ±30 points.
            let direction = Double(index) * 2.399963
            let tilt = (20 + Double(index * 37 % 50)) * .pi / 180
            let plane = CALayer()
            plane.bounds = CGRect(x: 0, y: 0, width: 240, height: 240)
            plane.position = CGPoint(x: context.bounds.midX, y: context.bounds.midY)
            plane.zPosition = Double(index * 13 % 61) - 30
            plane.backgroundColor = CGColor(red: Double(index % 3) / 2, green: Double(index % 5) / 4,
                                            blue: Double(index % 7) / 6, alpha: 0.5)
            plane.transform = CATransform3DMakeRotation(tilt, cos(direction), sin(direction), 0)
            context.addSublayer(plane)
        }
        host.rootLayer.addSublayer(stage)
    }
    return (host, stage)
}
