import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension CAReplicatorLayer: LayerCompositing {
    /// `false` when `preservesDepth`: the copies keep their 3D placement and are depth-sorted with the other layers
    /// of the enclosing 3D rendering context, and the replicator draws nothing of its own (as a `CATransformLayer`).
    package var flattensSublayers: Bool { !preservesDepth }

    /// The copies the compositor draws the sublayers in: copy k placed by `instanceTransform`ᵏ about the centre of
    /// the bounds, multiplied by `instanceColor` + k × the offsets (each clamped to 0…1), shown `k × instanceDelay`
    /// seconds earlier. Copies whose alpha multiplier is 0 draw nothing and are left out; at most
    /// ``maximumDrawnInstanceCount`` are made, divided by the copies the replicators above make of this one (so
    /// that nested replicators draw at most that many copies together), but always copy 0.
    package var sublayerInstances: [LayerInstance]? {
        let count = min(instanceCount, max(1, Self.maximumDrawnInstanceCount / enclosingCopies))
        guard count > 0 else { return [] }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let intoCenter = CATransform3DMakeTranslation(-center.x, -center.y, 0)
        let outOfCenter = CATransform3DMakeTranslation(center.x, center.y, 0)
        let step = instanceTransform
        let delay = instanceDelay.isFinite ? instanceDelay : 0
        let first = (instanceColor ?? .white).raster
        let offsets = (red: Double(instanceRedOffset), green: Double(instanceGreenOffset),
                       blue: Double(instanceBlueOffset), alpha: Double(instanceAlphaOffset))
        var instances: [LayerInstance] = []
        instances.reserveCapacity(count)
        var power = CATransform3DIdentity
        for k in 0..<count {
            if k > 0 { power = CATransform3DConcat(power, step) }
            // k offsets added to the first copy's colour (none for copy 0, even when an offset is NaN).
            func channel(_ first: Double, _ offset: Double) -> Double {
                Self.unit(k == 0 ? first : first + Double(k) * offset)
            }
            let alpha = channel(first.alpha, offsets.alpha)
            guard alpha > 0 else {
                if offsets.alpha > 0 { continue } else { break }  // no later copy is visible either
            }
            let color = (red: channel(first.red, offsets.red), green: channel(first.green, offsets.green),
                         blue: channel(first.blue, offsets.blue), alpha: alpha)
            instances.append(LayerInstance(
                transform: CATransform3DConcat(CATransform3DConcat(intoCenter, power), outOfCenter),
                colorMultiplier: color, timeOffset: -Double(k) * delay))
        }
        return instances
    }

    /// How many times the replicators above this one draw it: the product of their counts (of their models, which
    /// are always in the tree), each at least 1, stopping at ``maximumDrawnInstanceCount``.
    private var enclosingCopies: Int {
        var product = 1
        var ancestor = model().superlayer
        while let layer = ancestor, product < Self.maximumDrawnInstanceCount {
            if let replicator = layer as? CAReplicatorLayer {
                product *= max(1, min(replicator.instanceCount, Self.maximumDrawnInstanceCount))
            }
            ancestor = layer.superlayer
        }
        return min(product, Self.maximumDrawnInstanceCount)
    }

    /// `value` clamped to 0…1, NaN as 0.
    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
