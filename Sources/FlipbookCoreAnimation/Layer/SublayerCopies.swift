/// The sublayers of a presentation layer being built: its previous sublayer copies, replaced in place, in order,
/// by the copies of the model's current sublayers. A previous copy nobody else holds is refilled instead of
/// allocating a new layer object (and its own previous sublayers are recycled in turn), so that a repeated
/// `presentation()` of an unchanged tree allocates and frees almost nothing.
///
/// A previous copy is refilled only when these sublayers hold the only strong reference to it (nobody kept it,
/// nor an array or presentation layer holding it: a shared array is copied on the first uniqueness check, which
/// leaves every copy shared) and when both it and the model layer are of class exactly `CALayer`; subclasses
/// always get a new copy through `init(layer:)`. A previous copy that is not refilled but is still held by a
/// caller no longer names the refilled parent as its superlayer, just as if the parent had been deallocated.
struct SublayerCopies {
    private var layers: [CALayer]
    private var count = 0
    /// The presentation layer the copies belong to.
    private unowned(unsafe) let parent: CALayer
    /// Whether the previous copies were `parent`'s own sublayers (their `_superlayer` is `parent` already), rather
    /// than those of an earlier presentation layer of the same model.
    private let wereAttached: Bool

    /// Recycles `previous` (an array nobody else holds, unless a caller kept it) for the sublayers of `parent`.
    init(recycling previous: consuming [CALayer], for parent: CALayer, wereAttached: Bool) {
        layers = previous
        self.parent = parent
        self.wereAttached = wereAttached
    }

    /// The copy of the next sublayer, `model` (not yet animated, without sublayers or mask, its superlayer set).
    mutating func next(of model: CALayer) -> CALayer {
        let index = count
        count += 1
        guard index < layers.count else {
            let copy = attachedCopy(of: model)
            layers.append(copy)
            return copy
        }
        if isKnownUniquelyReferenced(&layers[index]) {
            let previous = layers[index]
            if previous.isPresentationCopy, type(of: previous) == CALayer.self, type(of: model) == CALayer.self {
                previous.refill(asPresentationOf: model)
                if !wereAttached { previous._superlayer = parent }
                return previous
            }
        } else {
            detach(layers[index])
        }
        let copy = attachedCopy(of: model)
        layers[index] = copy
        return copy
    }

    /// Ends the building: drops the previous copies left over and returns the sublayers.
    mutating func finish() -> [CALayer] {
        if count < layers.count {
            for leftover in layers[count...] { detach(leftover) }
            layers.removeSubrange(count...)
        }
        return layers
    }

    private func attachedCopy(of model: CALayer) -> CALayer {
        let copy = model.makePresentationCopy()
        copy._superlayer = parent
        return copy
    }

    /// Unlinks a previous sublayer that stays alive elsewhere from `parent`, which is being refilled.
    private func detach(_ layer: CALayer) {
        if wereAttached, layer._superlayer === parent { layer._superlayer = nil }
    }
}
