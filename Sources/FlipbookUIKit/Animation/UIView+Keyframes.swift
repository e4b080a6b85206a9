import FlipbookCoreAnimation
import Foundation

extension UIView {
    /// Animates the changes `animations` makes to views as keyframes: changes made inside
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` happen in that part of the duration,
    /// changes made directly over the whole duration. Each changed property gets one `CAKeyframeAnimation` (see
    /// `ViewKeyframeCollector`) with the calculation mode of `options`; the whole animation eases in and out unless
    /// the raw value carries another curve. `completion`, the duration, delay and nesting rules are those of
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let context = ViewAnimationContext.ofCurrentThread
        let block = ViewAnimationBlock(
            duration: duration, delay: delay.isFinite && delay > 0 ? delay : 0,
            options: AnimationOptions(rawValue: options.rawValue), enclosing: context.innermostBlock,
            keyframes: ViewKeyframeCollector(calculationMode: options.calculationMode),
            completion: ViewAnimationCompletion { finished in completion?(finished) })
        context.run(block, animations: animations)
    }

    /// Makes the changes `animations` makes happen between `frameStartTime` and `frameStartTime + frameDuration`,
    /// fractions (0…1, clamped) of the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``
    /// block's duration. Outside such a block the changes are made as if the call were not there.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let collector = ViewAnimationContext.ofCurrentThread.innermostBlock?.keyframes else {
            animations()
            return
        }
        collector.recordKeyframe(start: frameStartTime, duration: frameDuration, animations)
    }
}
