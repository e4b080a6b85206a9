import Foundation

/// `hitTest(_:)`'s search, through the placements the layers are drawn with.
///
/// A layer that flattens its sublayers is hit in its own plane: its sublayers are searched front to back in the
/// reverse of their drawing order (`zPosition`, then insertion order), then the layer itself. A sublayer that keeps
/// its sublayers in 3D (``LayerCompositing/flattensSublayers`` `false`, as `CATransformLayer`) is passed over:
/// the layers of the 3D rendering context it forms are hit where the line of sight through the point meets their
/// planes, and the one nearest the viewer there wins — the depth of each plane at the point, not of its centre, so
/// that planes which cross or overlap are hit where they are seen. Such a layer is never the result itself (it has
/// no plane of its own to hit): a point on none of its layers passes through it.
extension CALayer {
    /// ``hitTest(_:)``'s search: `p` is in the superlayer's coordinates (the root takes it as its own).
    func hitTestSubtree(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let local = pointFromSuperlayer(p) else { return nil }
        return hitTest(atOwnPoint: local)
    }

    /// The search from `local`, a point in the layer's own coordinates. A layer that is not double-sided and shows
    /// its back is culled (it is not drawn); a layer that flattens its sublayers is hit inside its bounds
    /// (`contains(_:)`) and hides what its `masksToBounds` clips; a layer that does not ignores both.
    private func hitTest(atOwnPoint local: CGPoint) -> CALayer? {
        if !isDoubleSided && showsBackFace { return nil }
        guard sublayersAreFlattened else { return nearestHit(at: local, among: sublayerPlacements) }
        if masksToBounds && !contains(local) { return nil }
        for sublayer in Self.drawingOrder(of: sublayers ?? []).reversed() {
            let hit = sublayer.sublayersAreFlattened ? sublayer.hitTest(local)
                : nearestHit(at: local, among: placements(ofSublayers: [sublayer]))
            if let hit { return hit }
        }
        return contains(local) ? self : nil
    }

    /// Of the layers placed in this layer's plane by `placements` (a 3D rendering context), the hit in the one
    /// nearest the viewer at `p`: each plane is met where the line of sight through `p` crosses it, and the depth
    /// there (z after the perspective divide, larger is nearer) decides; at equal depths the layer drawn later
    /// (on top) wins. The layers are searched from the point of their own plane, so an override of `hitTest(_:)`
    /// on a layer inside a 3D rendering context is not called (its superlayer has no plane to give the point in).
    private func nearestHit(at p: CGPoint, among placements: [LayerPlacement]) -> CALayer? {
        var nearest: (hit: CALayer, depth: Double)?
        for placement in placements.reversed() {
            guard let point = Self.point(p, intoPlaneOf: placement.projection),
                  let hit = placement.layer.hitTest(atOwnPoint: point) else { continue }
            let depth = placement.depth(at: point)
            if nearest == nil || depth > nearest!.depth + Self.depthTolerance { nearest = (hit, depth) }
        }
        return nearest?.hit
    }

    /// Depths closer than this are equal (coplanar layers whose placements differ only by rounding).
    private static let depthTolerance = 1e-6
}
