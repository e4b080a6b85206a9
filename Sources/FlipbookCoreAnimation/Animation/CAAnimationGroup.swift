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
    ///
    /// A group that contains itself, directly or through nested groups, would copy forever: the copy leaves out
    /// every group met again inside itself, so the copy (and what ``CALayer/add(_:forKey:)`` stores) is a finite tree.
    open override func copy(with zone: NSZone? = nil) -> Any {
        copy(inside: [])
    }

    /// A copy made inside the groups `enclosing` (being copied around it), which are left out of it.
    private func copy(inside enclosing: [ObjectIdentifier]) -> CAAnimationGroup {
        let copy = super.copy(with: nil) as! CAAnimationGroup
        let path = enclosing + [ObjectIdentifier(self)]
        copy.animations = animations?.compactMap { animation in
            guard let group = animation as? CAAnimationGroup else { return animation.copy() as? CAAnimation }
            return path.contains(ObjectIdentifier(group)) ? nil : group.copy(inside: path)
        }
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
