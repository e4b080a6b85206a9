import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// The action a view returns for its own layer inside an animation block: UIKit's `_UIViewAdditiveAnimationAction`.
///
/// Looked up before the layer's value changes (it keeps the old value) and run after (it reads the new one), it adds
/// the animation that makes the change visible, with the block's timing (see ``ViewAnimationBlock``):
/// - additively, as UIKit does since iOS 8, for values that can be subtracted (numbers, points, sizes, transforms): a
///   `CABasicAnimation` (a `CASpringAnimation` in a spring block) with `isAdditive = true`, `fromValue` = old − new,
///   `toValue` = zero, under the key of the property (`position`, then `position-2`, `position-3`… while earlier ones
///   run): running animations are not replaced, their offsets add up on the new model value, and each completes;
/// - `bounds` as two additive animations, `bounds.origin` and `bounds.size`, as UIKit splits it (a rectangle's size
///   offset may be negative);
/// - otherwise (colours) as one absolute animation from the old model value — or, with `.beginFromCurrentState`,
///   from the value shown now — to the new model value, replacing the running one of the same key (which reports
///   `finished = false`).
final class ViewPropertyAnimationAction: CAAction {
    /// The layer properties a view animates inside a block: those behind UIKit's animatable view properties
    /// (`frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor`). Other keys get no animation.
    static let animatableKeys: Set<String> = ["position", "bounds", "transform", "opacity", "backgroundColor"]

    private let block: ViewAnimationBlock
    private let oldValue: Any?
    private let shownValue: Any?

    /// The action for a change of `key` of `layer` in `block`, made before the change.
    init(block: ViewAnimationBlock, layer: CALayer, key: String) {
        self.block = block
        oldValue = layer.value(forKey: key)
        shownValue = block.beginsFromCurrentState ? layer.presentation()?.value(forKey: key) : nil
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let newValue = layer.value(forKey: event)
        if event == "bounds", let old = oldValue as? CGRect, let new = newValue as? CGRect {
            addAdditiveAnimation(of: "bounds.origin", from: old.origin, to: new.origin, on: layer)
            addAdditiveAnimation(of: "bounds.size", from: old.size, to: new.size, on: layer)
        } else if !addAdditiveAnimation(of: event, from: oldValue, to: newValue, on: layer) {
            addAbsoluteAnimation(of: event, on: layer)
        }
    }

    @discardableResult
    private func addAdditiveAnimation(of keyPath: String, from old: Any?, to new: Any?, on layer: CALayer) -> Bool {
        guard let offset = additiveOffset(from: old, to: new) else { return false }
        let animation = makeAnimation(keyPath: keyPath)
        animation.isAdditive = true
        animation.fromValue = offset.from
        animation.toValue = offset.to
        block.add(animation, forKey: Self.unusedKey(keyPath, on: layer), to: layer)
        return true
    }

    private func addAbsoluteAnimation(of key: String, on layer: CALayer) {
        let animation = makeAnimation(keyPath: key)
        animation.fromValue = shownValue ?? oldValue
        block.add(animation, forKey: key, to: layer)
    }

    private func makeAnimation(keyPath: String) -> CABasicAnimation {
        block.spring?.animation(keyPath: keyPath, duration: block.duration) ?? CABasicAnimation(keyPath: keyPath)
    }

    /// `key` if no animation uses it, else the first of `key-2`, `key-3`, … that none uses.
    private static func unusedKey(_ key: String, on layer: CALayer) -> String {
        let used = Set(layer.animationKeys() ?? [])
        guard used.contains(key) else { return key }
        var index = 2
        while used.contains("\(key)-\(index)") { index += 1 }
        return "\(key)-\(index)"
    }
}
