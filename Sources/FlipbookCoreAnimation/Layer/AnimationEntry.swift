import Foundation

/// An animation attached to a layer: the layer's own copy, its key, whether it has been committed and who plays it.
final class AnimationEntry {
    let key: String?
    let animation: CAAnimation
    /// Set when the transaction that added the animation commits (its `beginTime` is then resolved).
    var isCommitted = false
    /// Whether the commit gave the animation its `beginTime` (it was 0): a host that adopts the animation later
    /// starts it at its own commit instead.
    var startsAtCommit = false
    /// The host that plays the animation: the one it was added in, or the one its layer joined; `nil` while it
    /// belongs to a layer outside any host (nothing plays it, it shows its state at the layer's current time).
    weak var host: LayerHost?
    /// Whether the animation finished and waits to leave its layer's list (see `AnimationEntryList.markFinished(_:)`).
    var isMarkedFinished = false
    /// The host's record of the animation since its commit there (the host keeps it while it watches the
    /// animation): what a removal stops, found without searching the host's records.
    weak var record: AnimationRecord?
    /// The completion blocks of the transactions that added the animation, waiting for it to finish.
    var completionGroups: [CompletionGroup] = []
    /// The layer whose list holds the entry; `nil` once the entry leaves the list or the layer is deallocated
    /// (the removals and the layer's `deinit` clear it). The host reads it instead of keeping weak references,
    /// which would give every animated layer a side table and make each retain of it take the slow path.
    unowned var layer: CALayer?

    init(key: String?, animation: CAAnimation, layer: CALayer) {
        self.key = key
        self.animation = animation
        self.layer = layer
    }

    /// Commits the animation with its transaction: a `beginTime` of 0 becomes the layer's local time now, read from
    /// `clock` (shared by the animations the commit starts). Returns `false` when the layer no longer exists.
    @discardableResult
    func commit(clock: inout LocalTimeClock) -> Bool {
        guard let layer else { return false }
        if animation.beginTime == 0 {
            animation.beginTime = clock.localTime(of: layer)
            startsAtCommit = true
        }
        isCommitted = true
        if host == nil { layer.markStandaloneAnimations() }
        return true
    }

    /// Stops waiting in completion groups (the animation was removed or finished).
    func leaveCompletionGroups() {
        for group in completionGroups { group.remaining.remove(ObjectIdentifier(self)) }
        completionGroups = []
    }

    /// Reports that the animation left its layer: to its host, to the calling thread's open transactions when
    /// it was added in one outside a host, or otherwise straight to the completion blocks waiting for it.
    func wasRemoved() {
        if let host {
            host.animationRemoved(self)
        } else if !isCommitted {
            TransactionStack.ofCurrentThread.animationRemovedBeforeCommit(self)
        } else {
            let groups = completionGroups
            leaveCompletionGroups()
            for group in groups { group.runIfDue() }
        }
    }
}
