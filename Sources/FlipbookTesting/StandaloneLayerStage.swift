import FlipbookCoreAnimation
import FlipbookHarness

/// How the checks of a standalone layer show it: alone in a fresh ``LayerHost`` whose screen is the layer's frame,
/// for the time of the check (the layer leaves the host afterwards). Animations the layer was given outside any host
/// start when it joins the host, at time 0 (see `CATransaction`).
enum StandaloneLayerStage {
    /// Runs `body` with a fresh host showing `layer`.
    ///
    /// - Parameter check: the name of the calling check, for the error.
    /// - Throws: ``GoldenUsageError`` when the layer already has a superlayer (the host that shows it is to be checked
    ///   instead), and what `body` throws.
    static func run<Result>(_ layer: CALayer, check: String, _ body: (LayerHost) throws -> Result) throws -> Result {
        guard layer.superlayer == nil else {
            throw GoldenUsageError("the layer is inside a layer tree: check the LayerHost that shows it with \(check)(of: host, …)")
        }
        let frame = layer.frame
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
