import Foundation

/// Runs several animations concurrently in its own time space.
///
/// Children see the group's (eased) time; they are clipped, not scaled, to the group's duration. A child with
/// `duration` 0 lasts the whole group. Children's delegates and `isRemovedOnCompletion` are ignored. While the
/// group fills forwards, a child that ends exactly at the group's end holds its end value even without a fill mode
/// of its own (the book's Case 39 and article 001's group example show this on a device).
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations.
    open var animations: [CAAnimation]?

    /// Creates an empty group.
    public required init() {}

    /// Returns a copy with copies of the grouped animations.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAAnimationGroup
        copy.animations = animations?.map { $0.copy() as! CAAnimation }
        return copy
    }

    override func resolveDuration(default defaultDuration: CFTimeInterval) {
        super.resolveDuration(default: defaultDuration)
        animations?.forEach { $0.resolveDuration(default: duration) }
    }

    override func apply(to layer: CALayer, atParentTime parentTime: Double, holdingEnd: Bool = false) {
        let timing = self.timing
        guard let animations, let sample = timing.sample(atParentTime: parentTime, holdingEnd: holdingEnd) else { return }
        let holdsChildren = holdingEnd || sample.phase == .after
        let childTime = timingFunction == nil || !timing.duration.isFinite
            ? sample.basicTime
            : progress(for: sample) * timing.duration
        for animation in animations {
            animation.apply(to: layer, atParentTime: childTime, holdingEnd: holdsChildren)
        }
    }
}
