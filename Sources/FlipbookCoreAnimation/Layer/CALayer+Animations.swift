import Foundation

/// An animation attached to a layer: the layer's own copy, its key and whether it has been committed.
final class AnimationEntry {
    let key: String?
    let animation: CAAnimation
    /// Set when the transaction that added the animation commits (its `beginTime` is then resolved).
    var isCommitted = false
    /// The host's identifier for start/stop events and completion blocks.
    var id = 0
    /// The layer whose list holds the entry; `nil` once the entry leaves the list or the layer is deallocated
    /// (the removals and the layer's `deinit` clear it). The host reads it instead of keeping weak references,
    /// which would give every animated layer a side table and make each retain of it take the slow path.
    unowned var layer: CALayer?

    init(key: String?, animation: CAAnimation, layer: CALayer) {
        self.key = key
        self.animation = animation
        self.layer = layer
    }
}

extension CALayer {
    /// Adds a copy of `anim` under `key`, replacing any animation with the same key (a `nil` key never replaces
    /// and is not listed by ``animationKeys()``).
    ///
    /// The copy's `duration` of 0 becomes the transaction's `animationDuration` now; its `beginTime` of 0 becomes
    /// the layer's local time when the transaction commits. Animations of a presentation layer are ignored.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else { return }
        let copy = anim.copy() as! CAAnimation
        let host = LayerHost.current
        copy.resolveDuration(default: host?.transactions.animationDuration ?? CATransaction.defaultAnimationDuration)
        if let basic = copy as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let previous = implicitPreviousValue, previous.key == (basic.keyPath ?? "") {
            basic.implicitFromValue = previous.value
        }
        if let key { removeAnimation(forKey: key) }
        let entry = AnimationEntry(key: key, animation: copy, layer: self)
        // Appended outside an access to the property (see `takeSublayers()`).
        var entries = animationEntries
        animationEntries = []
        entries.append(entry)
        animationEntries = entries
        if let host {
            host.animationAdded(entry)
        } else {
            if copy.beginTime == 0 { copy.beginTime = currentLocalTime }
            entry.isCommitted = true
        }
    }

    /// The layer's animation for `key` (its copy; modifying it has no effect on the running animation).
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations in the order they were added, or `nil` when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation for `key`; the layer shows its model value again at once. Its delegate gets
    /// `animationDidStop(_:finished: false)` if it was committed and had not finished.
    public func removeAnimation(forKey key: String) {
        let removed = animationEntries.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        animationEntries = animationEntries.filter { $0.key != key }
        for entry in removed {
            entry.layer = nil
            LayerHost.current?.animationRemoved(entry)
        }
    }

    /// Removes every animation (see ``removeAnimation(forKey:)``).
    public func removeAllAnimations() {
        let removed = animationEntries
        animationEntries = []
        for entry in removed {
            entry.layer = nil
            LayerHost.current?.animationRemoved(entry)
        }
    }
}
