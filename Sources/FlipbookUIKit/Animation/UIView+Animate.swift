import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension UIView {
    /// Animates the changes `animations` makes to views over `duration` seconds, with the default curve
    /// (``AnimationOptions/curveEaseInOut``) and no delay.
    ///
    /// A negative, zero or not-a-number duration makes the changes without animating them (UIKit: "If you specify a
    /// negative value or 0, the changes are made without animating them").
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes to views over `duration` seconds, then calls `completion` with
    /// whether the animations ran to their end.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes to views over `duration` seconds after `delay` seconds, with
    /// `options`, then calls `completion`.
    ///
    /// Each change of an animatable property (`frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor`)
    /// of a view's own layer adds an animation as UIKit does (see `animationAction(for:forKey:)`); the model value
    /// changes at once. During the delay the old value shows. `completion` runs once every animation the block added
    /// has finished (`true`) or been removed first (`false`, e.g. `layer.removeAllAnimations()`); when the block
    /// animated nothing, on the next run-loop turn of the host with `true`. A negative or not-a-number delay is 0.
    /// A nested block inherits the enclosing block's duration, curve, repeat and autoreverse unless told otherwise
    /// (``AnimationOptions/overrideInheritedDuration``, ``AnimationOptions/overrideInheritedCurve``,
    /// ``AnimationOptions/overrideInheritedOptions``).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimationBlock(duration: duration, delay: delay, options: options, spring: nil,
                          animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes to views with a spring: over `duration` seconds after `delay`, the
    /// values overshoot and oscillate more the closer `dampingRatio` is to 0 (1: no oscillation), starting at
    /// `velocity` × the distance per second. The spring animation is a `CASpringAnimation` (see `ViewSpring` for
    /// the mapping to mass, stiffness and damping); the options' curve is ignored.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimationBlock(duration: duration, delay: delay, options: options,
                          spring: ViewSpring(dampingRatio: dampingRatio, initialVelocity: velocity),
                          animations: animations, completion: completion)
    }

    private class func runAnimationBlock(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                                         spring: ViewSpring?, animations: () -> Void,
                                         completion: ((Bool) -> Void)?) {
        let context = ViewAnimationContext.ofCurrentThread
        let block = ViewAnimationBlock(
            duration: duration, delay: delay.isFinite && delay > 0 ? delay : 0, options: options,
            enclosing: context.innermostBlock, spring: spring,
            completion: ViewAnimationCompletion { finished in completion?(finished) })
        context.run(block, animations: animations)
    }
}
