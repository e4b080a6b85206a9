import Foundation
import FlipbookCoreAnimation

extension CALayer {
    /// Redraws, in a presentation tree, every layer whose drawing depends on a property being animated
    /// (a key for which the layer's class returns `true` from `needsDisplay(forKey:)`): as on iOS, the
    /// presentation layer is displayed with the presentation values, so `draw(in:)` sees them each frame.
    /// Model layers are left alone.
    func redisplayAnimatedDrawing() {
        let model = model()
        if model !== self, let keys = model.animationKeys(),
           keys.contains(where: { key in model.animation(forKey: key).map(drawsAnimatedKey) ?? false }) {
            display()
        }
        for sublayer in sublayers ?? [] { sublayer.redisplayAnimatedDrawing() }
        mask?.redisplayAnimatedDrawing()
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
