import FlipbookCoreAnimation
import Foundation

extension UIView {
    /// The action of the view's own layer for `event` (called by ``action(for:forKey:)``): `NSNull` — no implicit
    /// animation — outside an animation block, when animations are disabled (``setAnimationsEnabled(_:)``,
    /// ``performWithoutAnimation(_:)``), when the block's duration is not positive, and for properties that views do
    /// not animate (`contents`, …); inside a block, for `position`, `bounds`, `transform`, `opacity` and
    /// `backgroundColor`, the additive animation action UIKit returns (see ``ViewPropertyAnimationAction``), or in a
    /// keyframe block the action that records the change as a keyframe (``ViewKeyframeRecordingAction``).
    func animationAction(for layer: CALayer, forKey event: String) -> CAAction? {
        let context = ViewAnimationContext.ofCurrentThread
        guard context.areAnimationsEnabled, let block = context.innermostBlock, block.animates,
              ViewPropertyAnimationAction.animatableKeys.contains(event) else { return NSNull() }
        if let keyframes = block.keyframes {
            return ViewKeyframeRecordingAction(collector: keyframes, layer: layer, key: event)
        }
        return ViewPropertyAnimationAction(block: block, layer: layer, key: event)
    }
}
