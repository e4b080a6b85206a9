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
    /// The views whose layer took an animation in the block (laid out at commit with `.layoutSubviews`).
    private(set) var animatedViews: [UIView] = []

    /// A block with its own settings, or — when `enclosing` is open — those it inherits: the enclosing duration unless
    /// `.overrideInheritedDuration`, the enclosing curve unless `.overrideInheritedCurve` or
    /// `.overrideInheritedOptions`, the enclosing repeat and autoreverse unless `.overrideInheritedOptions`.
    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, enclosing: ViewAnimationBlock?,
         spring: ViewSpring? = nil, keyframes: ViewKeyframeCollector? = nil, callbacks: ViewAnimationCallbacks? = nil, completion: ViewAnimationCompletion) {
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

    /// Gives `animation` the block's timing: duration, delay (with `fillMode` both, so that the old value shows
    /// during the delay and the new one after the end), curve, repeat and autoreverse; the completion waits for it.
    func configure(_ animation: CAAnimation, on layer: CALayer) {
        animation.duration = duration
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
        }
        animation.fillMode = .both
        if spring == nil { animation.timingFunction = curve.timingFunction }
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        completion.animationCreated(animation)
        if let view = layer.delegate as? UIView, !animatedViews.contains(where: { $0 === view }) {
            animatedViews.append(view)
        }
    }
}
