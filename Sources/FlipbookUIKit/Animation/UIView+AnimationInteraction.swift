import FlipbookCoreAnimation
import Foundation

extension UIView {
    /// The key under which a view animation records that its block did not allow user interaction.
    static let blocksInteractionKey = "FlipbookUIKit.blocksUserInteraction"

    /// Whether an animation added to the view's layer by a block without ``AnimationOptions/allowUserInteraction``
    /// is on the layer (waiting out its delay or running): UIKit delivers no touches to such a view, and
    /// ``hitTest(_:with:)`` skips it. It clears when the animations finish or are removed.
    var isAnimatingWithoutUserInteraction: Bool {
        let layer = self.layer
        return layer.animationKeys()?.contains { key in
            layer.animation(forKey: key)?.value(forKey: Self.blocksInteractionKey) as? Bool == true
        } ?? false
    }
}
