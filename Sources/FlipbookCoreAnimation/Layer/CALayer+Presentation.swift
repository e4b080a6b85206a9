import Foundation

extension CALayer {
    /// A copy of the layer as it appears now: the model values with every animation applied at the layer's
    /// current time (in the order they were added, additive ones stacked on the value beneath). Its sublayers
    /// and mask are presentation layers too, and its superlayer is the superlayer's presentation layer.
    /// Animations not yet committed are shown as starting now. A presentation layer returns itself.
    public func presentation() -> Self? {
        guard !isPresentationCopy else { return self }
        return presentationTree(atLocalTime: currentLocalTime) as? Self
    }

    /// The model layer: `self` for a model layer, the layer it was made from for a presentation layer.
    public func model() -> Self {
        (presentedModel as? Self) ?? self
    }

    /// This layer alone (no sublayers) with its animations applied at `localTime`.
    func presentationCopy(atLocalTime localTime: CFTimeInterval) -> CALayer {
        let copy = type(of: self) == CALayer.self ? CALayer(presentationOf: self) : type(of: self).init(layer: self)
        copy.presentedModel = self
        let entries = animationEntries
        for entry in entries {
            let animation = entry.animation
            let parentTime = !entry.isCommitted && animation.beginTime == 0 ? 0 : localTime
            animation.apply(to: copy, atParentTime: parentTime)
        }
        return copy
    }

    /// This layer and its subtree (and mask) as presentation layers, at this layer's `localTime`.
    func presentationTree(atLocalTime localTime: CFTimeInterval) -> CALayer {
        let copy = presentationCopy(atLocalTime: localTime)
        copy._sublayers = _sublayers.map { child in
            let sub = child.presentationTree(atLocalTime: child.layerTiming.layerLocalTime(fromParent: localTime))
            sub._superlayer = copy
            return sub
        }
        copy._mask = _mask.map { $0.presentationTree(atLocalTime: $0.layerTiming.layerLocalTime(fromParent: localTime)) }
        return copy
    }
}
