/// Receives an animation's start and stop events. Both methods are optional.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active interval began (called at that virtual time).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation finished its active interval (`flag` true) or was removed before that (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
