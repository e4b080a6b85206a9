import Foundation

/// When the copies of a layer's sublayers (``LayerCompositing/sublayerInstances``) are sampled: relative to the
/// media time the layer itself was sampled at, when it is known (frames), or at the model values (`nil`).
package struct CopySampling: Sendable {
    /// The media time the layer was sampled at, or `nil` for a model tree.
    package var mediaTime: CFTimeInterval?

    /// Copies sampled relative to `mediaTime`.
    package init(mediaTime: CFTimeInterval?) {
        self.mediaTime = mediaTime
    }

    /// The sampling of the sublayers of a copy shifted by `offset` seconds.
    package func shifted(by offset: CFTimeInterval) -> CopySampling {
        CopySampling(mediaTime: offset.isFinite ? mediaTime.map { $0 + offset } : mediaTime)
    }
}

extension CALayer {
    /// What is drawn for the sublayers, copy by copy: one plain copy of ``sublayerPlacements`` (drawing order, 3D
    /// rendering contexts expanded and depth-sorted, with the copies of non-flattening sublayers), or one per
    /// ``LayerInstance`` the layer's class asks for — each placed by the instance's transform after the
    /// sublayers' own placement, and showing the sublayers at the instance's time offset when the media time is
    /// known. A layer that does not flatten draws its copies mixed by depth: then they come as one list, each
    /// placement carrying its copy's colour multiplier and time offset (``LayerPlacement/inCopy(_:)``).
    package func sublayerCopies(_ sampling: CopySampling) -> [(instance: LayerInstance?, placements: [LayerPlacement])] {
        let sublayers = sublayers ?? []
        guard let instances = (self as? any LayerCompositing)?.sublayerInstances else {
            return [(nil, placements(ofSublayers: sublayers, copies: sampling))]
        }
        let copies = instances.map { instance in
            let inner = sampling.shifted(by: instance.timeOffset)
            let shown = instance.timeOffset == 0 || inner.mediaTime == nil || !instance.timeOffset.isFinite ? sublayers
                : sublayers.map { $0.presentation(atMediaTime: inner.mediaTime!) }
            return (instance: instance, placements: placements(ofSublayers: shown, copies: inner))
        }
        if sublayersAreFlattened {
            return copies.map { copy in
                (instance: Optional(copy.instance), placements: copy.placements.map { $0.followed(by: copy.instance.transform) })
            }
        }
        let placed = copies.flatMap { copy in copy.placements.map { $0.inCopy(copy.instance) } }
        return [(nil, Self.depthOrder(placed))]
    }
}
