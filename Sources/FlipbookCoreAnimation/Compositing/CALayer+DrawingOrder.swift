import Foundation

/// The order layers are drawn in — computed here once, for the compositor and for hit-testing (which searches
/// it backwards).
extension CALayer {
    /// `layers` (siblings) sorted by `zPosition`, then by their order in the array.
    package static func drawingOrder(of layers: [CALayer]) -> [CALayer] {
        guard let first = layers.first, layers.contains(where: { $0.zPosition != first.zPosition }) else { return layers }
        return layers.enumerated()
            .sorted { $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition < $1.element.zPosition
                                                                   : $0.offset < $1.offset }
            .map(\.element)
    }

    /// What is drawn for the sublayers, bottom to top, each with its transform into this layer's plane: the
    /// sublayers (hidden ones left out) in drawing order, where a sublayer that does not flatten
    /// (``LayerCompositing/flattensSublayers``) is replaced by the layers of its 3D rendering context, sorted by
    /// depth. When this layer does not flatten either, the whole list is sorted by depth. Each placement names
    /// its 3D rendering context (``LayerPlacement/renderingContext``): the outermost non-flattening layer it was
    /// reached through (this layer, when it does not flatten).
    package var sublayerPlacements: [LayerPlacement] {
        placements(ofSublayers: sublayers ?? [])
    }

    /// ``sublayerPlacements`` for `layers`, which stand for this layer's sublayers (such as copies of them shown
    /// at another time). With `copies`, a sublayer that does not flatten contributes the layers of every copy its
    /// class asks for (see ``sublayerCopies(_:)``), as they are drawn; without, only the sublayers themselves, as
    /// hit-testing sees them (Apple's replicator hit-tests only its first copy).
    package func placements(ofSublayers layers: [CALayer], copies: CopySampling? = nil) -> [LayerPlacement] {
        var result: [LayerPlacement] = []
        for sublayer in Self.drawingOrder(of: layers) where !sublayer.isHidden {
            let transform = sublayer.transform3D(into: self, asSublayer: true)
            if sublayer.sublayersAreFlattened {
                result.append(LayerPlacement(layer: sublayer, transform: transform, opacity: 1, isFlipped: false))
            } else {
                let opacity = min(max(Double(sublayer.opacity), 0), 1), flipped = sublayer.isGeometryFlipped
                let inner = copies.map { sublayer.sublayerCopies($0).flatMap(\.placements) } ?? sublayer.sublayerPlacements
                result += Self.depthOrder(inner.map {
                    $0.followed(by: transform, opacity: opacity, flipped: flipped).inRenderingContext(of: sublayer)
                })
            }
        }
        return sublayersAreFlattened ? result : Self.depthOrder(result.map { $0.inRenderingContext(of: self) })
    }

    /// `placements` sorted back to front: by ascending ``LayerPlacement/depth`` (the z of each layer's centre),
    /// equal depths keeping their order: the input order of the compositor's plane splitting, and the order
    /// hit-testing searches.
    package static func depthOrder(_ placements: [LayerPlacement]) -> [LayerPlacement] {
        let depths: [Double] = placements.map(\.depth)
        return placements.indices
            .sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }
            .map { placements[$0] }
    }
}
