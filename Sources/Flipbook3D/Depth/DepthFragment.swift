/// A piece of one layer of a 3D rendering context, in visibility order: the layer (its index in the splitter's
/// input) restricted to the half-planes of the splits that cut it (none: the whole layer).
package struct DepthFragment: Sendable, Equatable {
    /// The index of the layer in the input of ``PlaneSplitter/order(_:)``.
    package var index: Int
    /// The sides of the split lines, in the layer's coordinates, that the fragment keeps; empty when the layer is
    /// drawn whole.
    package var halfPlanes: [LayerHalfPlane]

    /// The fragment of layer `index` kept by `halfPlanes`.
    package init(index: Int, halfPlanes: [LayerHalfPlane] = []) {
        self.index = index
        self.halfPlanes = halfPlanes
    }

    /// Whether the fragment is the whole layer.
    package var isWhole: Bool { halfPlanes.isEmpty }
}
