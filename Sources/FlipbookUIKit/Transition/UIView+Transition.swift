import FlipbookCoreAnimation
import Foundation

extension UIView {
    /// Shows the changes `animations` makes to `view` (adding, removing, showing, hiding subviews, new contents…)
    /// through the transition `options` name, over `duration` seconds, then calls `completion`.
    ///
    /// The view's layer gets a `CATransition` (see `ViewTransitionStyle` for the type and subtype of each option)
    /// with the options' curve as its timing function, added in the same transaction as the changes: the layer
    /// shows its rendering from before the block turning into the one after it. Changes of animatable properties
    /// inside the block are not animated on their own — they appear through the transition — unless `options`
    /// contains ``AnimationOptions/allowAnimatedContent``, when they also animate as in a
    /// ``animate(withDuration:delay:options:animations:completion:)`` block of the same duration and options.
    /// `completion` gets `true` when the transition ran to its end, `false` when it was removed or replaced first.
    ///
    /// Without a transition option (``AnimationOptions/transitionNone``), or with a duration that is not a positive
    /// finite number, the changes are made at once and `completion` gets `true` on the host's next run-loop turn.
    /// Repeat and autoreverse options do not apply to transitions.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performTransition(on: view, duration: duration, options: options, changes: animations ?? {},
                          completion: completion)
    }

    /// Replaces `fromView` by `toView` in the view hierarchy through the transition `options` name, over
    /// `duration` seconds, then calls `completion`.
    ///
    /// `toView` takes `fromView`'s place among its superview's subviews and `fromView` leaves its superview; with
    /// ``AnimationOptions/showHideTransitionViews`` `fromView` is hidden and `toView` shown instead (both stay
    /// where they are). The transition plays on `fromView`'s superview, as
    /// ``transition(with:duration:options:animations:completion:)`` would. A `fromView` without a superview is
    /// replaced nowhere: nothing changes or animates but `toView`'s visibility with
    /// ``AnimationOptions/showHideTransitionViews``, and `completion` gets `true` on the next run-loop turn.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview, fromView !== toView {
                superview.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        performTransition(on: fromView.superview, duration: duration, options: options, changes: swap,
                          completion: completion)
    }

    /// Makes `changes` in one animation block (one transaction) whose animation is the transition `options` select
    /// on `view`'s layer (none when `view` is `nil`): the block times it (duration, curve), marks it as blocking
    /// touches unless `.allowUserInteraction`, reports a transition it replaces as unfinished, and calls
    /// `completion` when it ends, as every view-animation block does.
    private class func performTransition(on view: UIView?, duration: TimeInterval, options: AnimationOptions,
                                         changes: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        let context = ViewAnimationContext.ofCurrentThread
        let block = ViewAnimationBlock(duration: duration, delay: 0,
                                       options: options.subtracting([.repeat, .autoreverse]), enclosing: nil,
                                       completion: ViewAnimationCompletion { finished in completion?(finished) })
        context.open(block)
        if block.animates, options.contains(.allowAnimatedContent) {
            animate(withDuration: duration, delay: 0, options: options, animations: changes)
        } else {
            performWithoutAnimation(changes)
        }
        if block.animates, let view, let style = ViewTransitionStyle(options) {
            block.add(style.transition(), forKey: kCATransition, to: view.layer)
        }
        context.closeInnermost()
    }
}
