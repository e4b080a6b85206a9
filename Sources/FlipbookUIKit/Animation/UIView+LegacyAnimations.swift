import FlipbookCoreAnimation
import Foundation

extension UIView {
    /// The duration of a `beginAnimations(_:context:)` block until `setAnimationDuration(_:)` changes it: 0.2 s.
    static let defaultLegacyAnimationDuration: TimeInterval = 0.2

    /// Opens an animation block: the view property changes made until ``commitAnimations()`` animate with the
    /// settings the `setAnimation…` calls give (default: 0.2 s, no delay, ``AnimationCurve/easeInOut``, no repeat).
    /// Blocks nest; a nested block inherits the enclosing block's duration, curve and repeat settings until it sets
    /// its own. `animationID` and `context` are passed to the delegate's selectors.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let viewAnimations = ViewAnimationContext.ofCurrentThread
        let callbacks = ViewAnimationCallbacks(animationID: animationID, context: context)
        let block = ViewAnimationBlock(
            duration: defaultLegacyAnimationDuration, delay: 0, options: [], enclosing: viewAnimations.innermostBlock,
            callbacks: callbacks,
            completion: ViewAnimationCompletion(willStart: callbacks.animationsWillStart,
                                                handler: callbacks.animationsDidStop(finished:)))
        viewAnimations.open(block)
    }

    /// Closes the innermost block opened by ``beginAnimations(_:context:)``: its animations start (unbalanced calls
    /// do nothing).
    public class func commitAnimations() {
        let viewAnimations = ViewAnimationContext.ofCurrentThread
        guard viewAnimations.innermostBlock?.callbacks != nil else { return }
        viewAnimations.closeInnermost()
    }

    /// Sets the duration of the changes made next in the innermost block (default 0.2 s); a negative, zero or
    /// not-a-number duration makes them without animation. Does nothing outside a block.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        ViewAnimationContext.ofCurrentThread.innermostBlock?.duration = duration
    }

    /// Sets the delay before the animations of the changes made next start (default 0; negative or not a number: 0).
    public class func setAnimationDelay(_ delay: TimeInterval) {
        ViewAnimationContext.ofCurrentThread.innermostBlock?.delay = delay.isFinite && delay > 0 ? delay : 0
    }

    /// Sets the curve of the changes made next (default ``AnimationCurve/easeInOut``).
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        ViewAnimationContext.ofCurrentThread.innermostBlock?.curve = curve
    }

    /// Sets how many times the animations of the changes made next play (Core Animation's `repeatCount`; may be
    /// fractional; default 0: once). Without autoreverse each repetition starts again from the old value. A negative
    /// or not-a-number count is 0.
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        ViewAnimationContext.ofCurrentThread.innermostBlock?.repeatCount = repeatCount.isNaN ? 0 : max(repeatCount, 0)
    }

    /// Sets whether each repetition plays forward then backward (default `false`).
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        ViewAnimationContext.ofCurrentThread.innermostBlock?.autoreverses = repeatAutoreverses
    }

    /// Sets whether the changes made next start from the value shown now rather than the model value (see
    /// ``AnimationOptions/beginFromCurrentState``). Default `false`.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        ViewAnimationContext.ofCurrentThread.innermostBlock?.beginsFromCurrentState = fromCurrentState
    }

    /// Sets the object the block's will-start and did-stop selectors are sent to (default `nil`). Only the selectors
    /// are sent: the delegate's `CAAnimationDelegate` methods, if any, are not called (UIKit sends nothing else).
    /// Does nothing outside a ``beginAnimations(_:context:)`` block.
    public class func setAnimationDelegate(_ delegate: Any?) {
        ViewAnimationContext.ofCurrentThread.innermostBlock?.callbacks?.delegate = delegate as AnyObject?
    }

    /// Sets the selector sent to the delegate when the block's animations start (after the delay), with the block's
    /// identifier and context (`animationWillStart(_:context:)`), or a method without arguments.
    public class func setAnimationWillStart(_ selector: Selector?) {
        ViewAnimationContext.ofCurrentThread.innermostBlock?.callbacks?.willStartSelector = selector
    }

    /// Sets the selector sent to the delegate once all the block's animations have stopped, with the block's
    /// identifier, whether they finished and the context (`animationDidStop(_:finished:context:)`), or a method
    /// without arguments (the seeds' `animationEnd`).
    public class func setAnimationDidStop(_ selector: Selector?) {
        ViewAnimationContext.ofCurrentThread.innermostBlock?.callbacks?.didStopSelector = selector
    }

    /// Whether changes in animation blocks animate on the calling thread. Default `true`.
    public class var areAnimationsEnabled: Bool {
        ViewAnimationContext.ofCurrentThread.areAnimationsEnabled
    }

    /// Sets whether changes in animation blocks animate on the calling thread (per thread, as all of Flipbook's
    /// transaction state); with `false` they apply at once, and the completions report on the next run-loop turn.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationContext.ofCurrentThread.areAnimationsEnabled = enabled
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, then restores the previous setting.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let context = ViewAnimationContext.ofCurrentThread
        let wasEnabled = context.areAnimationsEnabled
        context.areAnimationsEnabled = false
        actionsWithoutAnimation()
        context.areAnimationsEnabled = wasEnabled
    }

    /// The duration of the innermost open animation block, 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        ViewAnimationContext.ofCurrentThread.innermostBlock?.duration ?? 0
    }
}
