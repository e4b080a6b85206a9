import Foundation

extension CALayer {
    /// A copy of the layer as it appears now: the model values with every animation applied at the layer's
    /// current time (in the order they were added, additive ones stacked on the value beneath). Its sublayers
    /// and mask are presentation layers too, and its superlayer is the superlayer's presentation layer.
    /// Animations not yet committed are shown as starting now. A presentation layer returns itself.
    ///
    /// A presentation layer never changes once returned. This layer keeps the sublayer copies of the one it
    /// returned (unless the tree has a mask), and the next call refills those nobody holds any more instead of
    /// allocating new ones (see `SublayerCopies`); they are dropped when a sublayer is removed below this layer.
    public func presentation() -> Self? {
        guard !isPresentationCopy else { return self }
        let previous = keptSublayerCopies
        keptSublayerCopies = []
        let (copy, holdsMask) = presentationTree(atLocalTime: currentLocalTime, recycling: consume previous)
        keptSublayerCopies = holdsMask ? [] : copy._sublayers
        return copy as? Self
    }

    /// The model layer: `self` for a model layer, the layer it was made from for a presentation layer.
    public func model() -> Self {
        (presentedModel as? Self) ?? self
    }

    /// A new presentation copy of this layer, before animations: `init(layer:)`, or for a layer whose class is
    /// exactly `CALayer` the equivalent `init(presentationOf:)`.
    func makePresentationCopy() -> CALayer {
        let copy = type(of: self) == CALayer.self ? CALayer(presentationOf: self) : type(of: self).init(layer: self)
        copy.presentedModel = self
        return copy
    }

    /// This layer alone (no sublayers) with its animations applied at `localTime`.
    func presentationCopy(atLocalTime localTime: CFTimeInterval) -> CALayer {
        let copy = makePresentationCopy()
        applyAnimations(to: copy, atLocalTime: localTime)
        return copy
    }

    /// Applies the layer's animations at `localTime` to its presentation copy `copy` (only those already committed
    /// when `committedOnly`).
    func applyAnimations(to copy: CALayer, atLocalTime localTime: CFTimeInterval, committedOnly: Bool = false) {
        copy.presentationLocalTime = localTime
        let entries = committedOnly ? animationEntries.entries.filter(\.isCommitted) : animationEntries.entries
        // Through the buffer the entries are borrowed from the local array (no retain and release of each entry
        // and animation, as iterating the array would do).
        entries.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                let animation = entries[index].animation
                let parentTime = !entries[index].isCommitted && animation.beginTime == 0 ? 0 : localTime
                animation.apply(to: copy, atParentTime: parentTime)
            }
        }
    }

    /// This layer and its subtree (and mask) as presentation layers at this layer's `localTime`: a new copy of this
    /// layer whose sublayers' copies refill `previous` (see `SublayerCopies`), and whether the subtree has a mask:
    /// its copies are not kept, because a mask's own tree has no link to the layer it masks, so a removal inside it
    /// could not drop kept copies that reference it.
    ///
    /// The tree is walked depth first with an explicit stack of the layers being filled (see
    /// `PresentationTreeBuilding`), not by recursion, so that a tree of any depth — 100,000 nested sublayers, a
    /// chain of masks — fits in a constant amount of the thread's stack.
    func presentationTree(atLocalTime localTime: CFTimeInterval,
                          recycling previous: consuming [CALayer]) -> (copy: CALayer, holdsMask: Bool) {
        let copy = presentationCopy(atLocalTime: localTime)
        var building = PresentationTreeBuilding(
            root: PresentationTreeBuilding.Level(model: self, copy: copy, localTime: localTime,
                                                 sublayers: SublayerCopies(recycling: consume previous, for: copy,
                                                                           wereAttached: false),
                                                 role: .root))
        return (copy, building.run())
    }
}
