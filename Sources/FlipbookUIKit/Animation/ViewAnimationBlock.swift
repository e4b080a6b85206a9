import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// One open view-animation block — an `animate…` closure or a `beginAnimations`/`commitAnimations` pair — with the
/// settings the animations it creates take when a view property changes inside it.
///
/// The settings are read at each change, so the legacy `setAnimation…` calls affect the changes made after them,
/// as in UIKit ("you must call this method prior to changing the animatable properties").
final class ViewAnimationBlock {
    /// Seconds; the changes do not animate when it is not positive (or not a number).
    var duration: TimeInterval
    /// Seconds before the animations start; the old values show meanwhile.
    var delay: TimeInterval
    var curve: UIView.AnimationCurve
    /// The block's options (curve bits included).
    let options: UIView.AnimationOptions
    /// Core Animation's `repeatCount`: 0 plays once, `.infinity` forever.
    var repeatCount: Float
    var autoreverses: Bool
    var beginsFromCurrentState: Bool
    /// The spring of `animate(withDuration:delay:usingSpringWithDamping:…)`, if the block is one.
    let spring: ViewSpring?
    /// The keyframes being collected when the block is `animateKeyframes`'s.
    let keyframes: ViewKeyframeCollector?
    /// The identifier, context, delegate and selectors of a `beginAnimations(_:context:)` block (`nil` for the
    /// closure-based blocks, where the `setAnimation…` delegate calls do nothing).
    let callbacks: ViewAnimationCallbacks?
    /// Reports the end of the block's animations.
    let completion: ViewAnimationCompletion
    /// The views whose layer took an animation in the block, in order (laid out at commit with `.layoutSubviews`).
    private(set) var animatedViews: [UIView] = []
    /// The identities of ``animatedViews`` (a block animating many views stays linear).
    private var animatedViewIdentities: Set<ObjectIdentifier> = []

    /// A block with its own settings, or — when `enclosing` is open — those it inherits: the enclosing duration unless
    /// `.overrideInheritedDuration`, the enclosing curve unless `.overrideInheritedCurve` or
    /// `.overrideInheritedOptions`, the enclosing repeat and autoreverse unless `.overrideInheritedOptions`.
    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, enclosing: ViewAnimationBlock?,
         spring: ViewSpring? = nil, keyframes: ViewKeyframeCollector? = nil, callbacks: ViewAnimationCallbacks? = nil,
         completion: ViewAnimationCompletion) {
        self.options = options
        self.spring = spring
        self.keyframes = keyframes
        self.callbacks = callbacks
        self.completion = completion
        self.delay = delay
        self.duration = duration
        curve = options.curve
        repeatCount = options.contains(.repeat) ? .infinity : 0
        autoreverses = options.contains(.autoreverse)
        beginsFromCurrentState = options.contains(.beginFromCurrentState)
        guard let enclosing else { return }
        if !options.contains(.overrideInheritedDuration) { self.duration = enclosing.duration }
        if !options.contains(.overrideInheritedCurve), !options.contains(.overrideInheritedOptions) { curve = enclosing.curve }
        if !options.contains(.overrideInheritedOptions) {
            if !options.contains(.repeat) { repeatCount = enclosing.repeatCount }
            if !options.contains(.autoreverse) { autoreverses = enclosing.autoreverses }
        }
    }

    /// Whether changes made in the block animate: a positive, finite duration.
    var animates: Bool { duration.isFinite && duration > 0 }

    /// Adds `animation` to `layer` under `key` with the block's timing: duration, delay (with `fillMode` both, so
    /// that the old value shows during the delay and the new one after the end), curve, repeat and autoreverse;
    /// marked as blocking touches unless the block allows user interaction. An animation of another block that it
    /// replaces is reported to that block as stopped unfinished (Core Animation reports nothing for an animation
    /// replaced before its transaction committed); the block's completion waits for the new one.
    func add(_ animation: CAAnimation, forKey key: String, to layer: CALayer) {
        animation.duration = duration
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
        }
        animation.fillMode = .both
        if spring == nil { animation.timingFunction = curve.timingFunction }
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        if !options.contains(.allowUserInteraction) { animation.setValue(true, forKey: UIView.blocksInteractionKey) }
        if let replaced = layer.animation(forKey: key), let owner = replaced.delegate as? ViewAnimationCompletion {
            owner.animationDidStop(replaced, finished: false)
        }
        completion.willAdd(animation)
        layer.add(animation, forKey: key)
        if let copy = layer.animation(forKey: key) { completion.wait(for: copy) }
        if let view = layer.delegate as? UIView, animatedViewIdentities.insert(ObjectIdentifier(view)).inserted {
            animatedViews.append(view)
        }
    }
}
