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
        let entries = committedOnly ? animationEntries.filter(\.isCommitted) : animationEntries
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
    /// layer whose sublayers' copies refill `previous` (see `SublayerCopies`), and whether the subtree has a mask.
    func presentationTree(atLocalTime localTime: CFTimeInterval,
                                  recycling previous: consuming [CALayer]) -> (copy: CALayer, holdsMask: Bool) {
        let copy = presentationCopy(atLocalTime: localTime)
        var sublayers = SublayerCopies(recycling: consume previous, for: copy, wereAttached: false)
        return (copy, fillPresentationTree(copy, atLocalTime: localTime, sublayers: &sublayers))
    }

    /// Gives `copy`, this layer's animated presentation copy, presentation copies of the subtree (and mask) at
    /// this layer's `localTime`, the sublayers' copies from `sublayers`. Returns whether the subtree has a mask:
    /// its copies are not kept, because a mask's own tree has no link to the layer it masks, so a removal inside it
    /// could not drop kept copies that reference it.
    private func fillPresentationTree(_ copy: CALayer, atLocalTime localTime: CFTimeInterval,
                                      sublayers: inout SublayerCopies) -> Bool {
        var holdsMask = false
        for model in _sublayers {
            let sub = sublayers.next(of: model)
            let time = model.layerTiming.layerLocalTime(fromParent: localTime)
            model.applyAnimations(to: sub, atLocalTime: time)
            var grandchildren = SublayerCopies(recycling: sub.takeSublayers(), for: sub, wereAttached: true)
            if model.fillPresentationTree(sub, atLocalTime: time, sublayers: &grandchildren) { holdsMask = true }
        }
        copy._sublayers = sublayers.finish()
        guard let mask = _mask else { return holdsMask }
        copy._mask = mask.presentationTree(atLocalTime: mask.layerTiming.layerLocalTime(fromParent: localTime),
                                           recycling: []).copy
        return true
    }
}
