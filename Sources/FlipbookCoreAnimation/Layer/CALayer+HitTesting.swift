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
    ///
    /// The first hit found is the answer of every layer above it, so the search keeps a stack of the layers whose
    /// sublayers it is going through instead of recursing: a sublayer of class exactly `CALayer` (whose
    /// ``hitTest(_:)`` is this search) is searched on the same stack, so that a chain of any depth fits in a constant
    /// amount of the thread's stack; a sublayer of any other class is asked through its own `hitTest(_:)`, which
    /// a subclass may override.
    private func hitTest(atOwnPoint local: CGPoint) -> CALayer? {
        var searching: [HitTestLevel] = []
        var next: (layer: CALayer, point: CGPoint)? = (self, local)
        while true {
            if let start = next {
                next = nil
                switch start.layer.hitTestStart(at: start.point) {
                case .hit(let hit): return hit
                case .searchSublayers(let level): searching.append(level)
                case .missed: break
                }
            }
            guard let top = searching.indices.last else { return nil }
            guard let sublayer = searching[top].remaining.popLast() else {
                let level = searching.removeLast()
                if level.layer.contains(level.point) { return level.layer }
                continue
            }
            let layer = searching[top].layer, point = searching[top].point
            if !sublayer.sublayersAreFlattened {
                if let hit = layer.nearestHit(at: point, among: layer.placements(ofSublayers: [sublayer])) { return hit }
            } else if type(of: sublayer) == CALayer.self {
                guard !sublayer.isHidden, let inner = sublayer.pointFromSuperlayer(point) else { continue }
                next = (sublayer, inner)
            } else if let hit = sublayer.hitTest(point) {
                return hit
            }
        }
    }

    /// A layer whose sublayers ``hitTest(atOwnPoint:)`` is going through: the point in its coordinates and the
    /// sublayers not searched yet, the front-most last.
    private struct HitTestLevel {
        let layer: CALayer
        let point: CGPoint
        var remaining: [CALayer]
    }

    /// What a layer's search starts with.
    private enum HitTestStart {
        /// The answer, found without going through the sublayers one by one (or `nil`: nothing is hit).
        case hit(CALayer?)
        /// The sublayers are to be searched, front-most first, then the layer itself.
        case searchSublayers(HitTestLevel)
        /// The layer and its subtree are passed over (culled, or outside its `masksToBounds` clip).
        case missed
    }

    /// The start of the search from `local` in this layer: culling, the 3D rendering context of a layer that does
    /// not flatten, the `masksToBounds` clip, else its sublayers to search.
    private func hitTestStart(at local: CGPoint) -> HitTestStart {
        if !isDoubleSided && showsBackFace { return .missed }
        guard sublayersAreFlattened else { return .hit(nearestHit(at: local, among: sublayerPlacements)) }
        if masksToBounds && !contains(local) { return .missed }
        return .searchSublayers(HitTestLevel(layer: self, point: local, remaining: Self.drawingOrder(of: sublayers ?? [])))
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
