import Foundation

extension CALayer {
    /// The layer's subtree as it was shown before the open transaction changed it, as frozen presentation layers at
    /// the current time: each layer's old model and old sublayers (`TransactionStack.priorStates`) under
    /// the animations committed before the transaction. `nil` when the layer was not on screen (a host has not
    /// committed it yet).
    func priorRendering() -> CALayer? {
        let transactions = TransactionStack.current
        guard transactions?.host == nil || hasBeenCommitted else { return nil }
        return priorCopy(atLocalTime: currentLocalTime, priorStates: transactions?.priorStates ?? [:])
    }

    private func priorCopy(atLocalTime localTime: CFTimeInterval,
                           priorStates: [ObjectIdentifier: PriorLayerState]) -> CALayer {
        let copy = makePresentationCopy()
        let prior = priorStates[ObjectIdentifier(self)]
        if let model = prior?.model { copy.restoreModel(model) }
        applyAnimations(to: copy, atLocalTime: localTime, committedOnly: true)
        copy._sublayers = (prior?.sublayers ?? _sublayers).map { model in
            let sublayer = model.priorCopy(atLocalTime: model.layerTiming.layerLocalTime(fromParent: localTime),
                                           priorStates: priorStates)
            sublayer._superlayer = copy
            return sublayer
        }
        let mask = prior?.model.map(\.mask) ?? _mask
        copy._mask = mask.map { $0.priorCopy(atLocalTime: $0.layerTiming.layerLocalTime(fromParent: localTime),
                                             priorStates: priorStates) }
        return copy
    }
}
