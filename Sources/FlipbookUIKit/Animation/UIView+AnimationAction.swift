import FlipbookCoreAnimation
import Foundation

extension UIView {
    /// The action of the view's own layer for `event`: `NSNull` — no implicit animation — outside an animation
    /// block.
    func animationAction(for layer: CALayer, forKey event: String) -> CAAction? {
        NSNull()
    }
}
