import FlipbookCoreAnimation

/// How the dumps and plots name a layer: its class, then its `name` in quotes when it has one (`CALayer "card"`),
/// else its index path below the inspected root (`CALayer 0.2`: the root's first sublayer's third sublayer; the root
/// itself is `CALayer root`). A mask is `mask` after its layer's path (`CAShapeLayer 0.mask`).
enum LayerLabel {
    /// The label of `layer` found at `path` below the inspected root (each element a sublayer index, or `mask`).
    static func label(of layer: CALayer, path: [String]) -> String {
        if let name = layer.name, !name.isEmpty { return classAndName(of: layer) }
        return className(of: layer) + " " + (path.isEmpty ? "root" : path.joined(separator: "."))
    }

    /// The layer's class, and its name in quotes when it has one: `CAShapeLayer "ring"`.
    static func classAndName(of layer: CALayer) -> String {
        guard let name = layer.name, !name.isEmpty else { return className(of: layer) }
        return className(of: layer) + " " + InspectedValue.quoted(name)
    }

    /// The name of the layer's class without its module (`CAGradientLayer`, or a class of the user's).
    private static func className(of layer: CALayer) -> String {
        String(describing: type(of: layer))
    }
}
