import FlipbookCoreAnimation
import FlipbookHarness

/// A layer that is in no layer tree, shown alone for a golden: on a fresh `LayerHost` whose screen is the layer's
/// frame, so that the golden is exactly the layer's size (not a whole screen's).
enum StandaloneLayer {
    /// Shows `layer` alone on a fresh host for the duration of `body`, then takes it off again.
    ///
    /// - Parameter alternative: the call to make instead when the layer is in a tree, for the error's message.
    /// - Throws: `GoldenUsageError` when the layer already has a superlayer or its frame has no area, and what
    ///   `body` throws.
    static func withHost<Result>(showing layer: CALayer, otherwiseUse alternative: String,
                                 _ body: (LayerHost) throws -> Result) throws -> Result {
        guard layer.superlayer == nil else {
            throw GoldenUsageError("the layer is inside a layer tree: check the LayerHost that shows it with \(alternative)")
        }
        let frame = layer.frame
        guard frame.width.isFinite, frame.height.isFinite, frame.origin.x.isFinite, frame.origin.y.isFinite,
              frame.width > 0, frame.height > 0 else {
            throw GoldenUsageError("the layer's frame is \(frame), which has no area to render: give it bounds first")
        }
        let host = LayerHost(size: frame.size)
        host.perform {
            CATransaction.setDisableActions(true)
            host.rootLayer.bounds = frame
            host.rootLayer.addSublayer(layer)
        }
        defer { host.perform { layer.removeFromSuperlayer() } }
        return try body(host)
    }
}
