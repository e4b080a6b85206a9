import FlipbookGraphics

/// The object that supplies a layer's actions, drawing and layout. Every method is optional.
public protocol CALayerDelegate: AnyObject {
    /// The action for `event` on `layer`: return an action, `NSNull()` to stop the search with no action,
    /// or `nil` to continue the search (the default).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Sets the layer's `contents` directly; when implemented, ``draw(_:in:)`` is not called.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (y-down, covering the layer's bounds).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// Continues the search (returns `nil`).
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    /// Falls back to the layer's own drawing (see ``CALayer/display()``).
    public func display(_ layer: CALayer) { layer.delegateDidNotDisplay = true }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
}
