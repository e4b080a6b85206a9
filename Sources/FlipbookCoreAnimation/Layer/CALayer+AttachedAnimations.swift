extension CALayer {
    /// Every animation attached to the layer, in the order added, with its key (`nil` for one added with a `nil`
    /// key, which ``animationKeys()`` does not list) and whether its transaction has committed: what an inspection
    /// of the layer's state shows.
    package var attachedAnimations: [(key: String?, animation: CAAnimation, isCommitted: Bool)] {
        animationEntries.entries.map { ($0.key, $0.animation, $0.isCommitted) }
    }
}
