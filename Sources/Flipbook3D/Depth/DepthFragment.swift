/// A piece of one layer of a 3D rendering context, in visibility order: the layer (its index in the splitter's
/// input) restricted to the half-planes of the splits that cut it (none: the whole layer).
package struct DepthFragment: Sendable, Equatable {
    /// The index of the layer in the input of ``PlaneSplitter/order(_:)``.
    package var index: Int
    /// The sides of the split lines, in the layer's coordinates, that the fragment keeps; empty when the layer is
    /// drawn whole.
    package var halfPlanes: [LayerHalfPlane]
    /// The fragment's outline in the layer's coordinates: the part of the layer's area in front of the eye, cut by
    /// the half-planes (a convex polygon; empty for a layer with no such part). What the fragment draws lies
    /// inside it, give or take the anti-aliasing of the layer's own edges.
    package var outline: [SIMD2<Double>]

    /// The fragment of layer `index` kept by `halfPlanes`, inside `outline`.
    package init(index: Int, halfPlanes: [LayerHalfPlane] = [], outline: [SIMD2<Double>] = []) {
        self.index = index
        self.halfPlanes = halfPlanes
        self.outline = outline
    }

    /// Whether the fragment is the whole layer.
    package var isWhole: Bool { halfPlanes.isEmpty }
}
