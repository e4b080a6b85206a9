/// A layer as it was before the open transaction changed it: its model state at its first change (every stored
/// model property, taken at once: two shared boxes and a few values, nothing copied) and its sublayers before their
/// first change (see `TransactionStack.recordPriorModel(of:)`).
struct PriorLayerState {
    /// The layer (kept alive until the transaction commits, so that its identifier stays its own).
    let layer: CALayer
    /// The model before the layer's first property change, when one changed.
    var model: LayerModelSnapshot?
    /// The sublayers before their first change, when they changed.
    var sublayers: [CALayer]?
}
