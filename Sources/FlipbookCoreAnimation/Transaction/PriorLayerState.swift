/// A layer's model as it was before the open transaction changed it: the old values of the keys changed and the old
/// sublayers, recorded at the first change of each (see `TransactionStack.recordPriorValue(of:forKey:)`).
final class PriorLayerState {
    /// The layer (kept alive until the transaction commits, so that its identifier stays its own).
    let layer: CALayer
    /// Old model values by key (`mask` holds the old mask layer).
    var values: [String: Any?] = [:]
    /// The old sublayers, when they changed.
    var sublayers: [CALayer]?

    init(layer: CALayer) { self.layer = layer }
}
