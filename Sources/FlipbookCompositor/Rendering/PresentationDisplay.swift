import Foundation
import FlipbookCoreAnimation

extension CALayer {
    /// Redraws, in a presentation tree, every layer whose drawing depends on a property being animated
    /// (a key for which the layer's class returns `true` from `needsDisplay(forKey:)`): as on iOS, the
    /// presentation layer is displayed with the presentation values, so `draw(in:)` sees them each frame.
    /// Model layers are left alone. The tree is walked without recursion, and each layer's animations are looked at
    /// once (a lookup by key for each of 10,000 animations made a frame quadratic).
    func redisplayAnimatedDrawing() {
        forEachLayerInSubtree { layer in
            let model = layer.model()
            if model !== layer,
               model.attachedAnimations.contains(where: { $0.key != nil && layer.drawsAnimatedKey($0.animation) }) {
                layer.display()
            }
        }
    }

    /// Whether `animation` (or one inside a group) animates a key this layer's drawing depends on.
    private func drawsAnimatedKey(_ animation: CAAnimation) -> Bool {
        if let group = animation as? CAAnimationGroup {
            return (group.animations ?? []).contains(where: drawsAnimatedKey)
        }
        guard let keyPath = (animation as? CAPropertyAnimation)?.keyPath,
              let key = keyPath.split(separator: ".").first else { return false }
        return type(of: self).needsDisplay(forKey: String(key))
    }
}
