import Foundation

extension CALayer {
    /// Adds a copy of `anim` under `key`, replacing any animation with the same key (a `nil` key never replaces
    /// and is not listed by ``animationKeys()``). A ``CATransition`` is stored under ``kCATransition`` whatever the
    /// key, with the layer's rendering from before the open transaction (see ``CATransition``).
    ///
    /// The copy's `duration` of 0 becomes the transaction's `animationDuration` now; its `beginTime` of 0 becomes
    /// the layer's local time when the transaction commits. Outside a host, an animation added with no transaction
    /// open commits at once; nothing plays it until its layer joins a host's tree, where it starts at that commit
    /// (see ``CATransaction``). Animations of a presentation layer are ignored, and so is an implicit animation (the
    /// value-less `CABasicAnimation` of an action run by a property change) of a layer its host has not committed
    /// yet: nothing of it is on screen to animate from (see `changeValue(forKey:_:)`).
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else { return }
        let copy = anim.copy() as! CAAnimation
        copy.resolveDuration(default: TransactionStack.current?.animationDuration ?? CATransaction.defaultAnimationDuration)
        if let basic = copy as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let previous = implicitPreviousValue, previous.key == (basic.keyPath ?? "") {
            // An implicit animation of a layer not yet on screen has nothing to animate from: not added.
            guard previous.isOnScreen else { return }
            basic.implicitFromValue = previous.value
        }
        var key = key
        if let transition = copy as? CATransition {
            transition.priorRendering = priorRendering()
            key = kCATransition
        }
        if let key { removeAnimation(forKey: key) }
        let entry = AnimationEntry(key: key, animation: copy, layer: self)
        animationEntries.append(entry)
        if let host = LayerHost.current {
            host.animationAdded(entry)
        } else {
            let transactions = TransactionStack.ofCurrentThread
            transactions.inTransaction { transactions.animationAdded(entry) }
        }
    }

    /// The layer's animation for `key` (its copy; modifying it has no effect on the running animation).
    public func animation(forKey key: String) -> CAAnimation? {
        guard animationEntries.contains(key: key) else { return nil }
        return animationEntries.entries.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations in the order they were added, or `nil` when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.entries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation for `key`; the layer shows its model value again at once. Its delegate gets
    /// `animationDidStop(_:finished: false)` if it was committed and had not finished.
    public func removeAnimation(forKey key: String) {
        let removed = animationEntries.removeAll(forKey: key)
        for entry in removed {
            entry.layer = nil
            entry.wasRemoved()
        }
    }

    /// Removes every animation (see ``removeAnimation(forKey:)``).
    public func removeAllAnimations() {
        let removed = animationEntries.removeAll()
        for entry in removed {
            entry.layer = nil
            entry.wasRemoved()
        }
    }
}
