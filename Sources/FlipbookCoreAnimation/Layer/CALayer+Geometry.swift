import Foundation
import FlipbookGraphics
import FlipbookRaster

/// Layer placement: the one geometry that drawing, `convert`, `hitTest` and `frame` share.
///
/// A layer is placed in its superlayer by a 4×4 transform (minus the anchor point, `transform`, plus `position`
/// and `zPosition`, then the superlayer's `sublayerTransform` about its anchor point and its vertical flip when
/// `isGeometryFlipped`); dropping z gives the ``Projective2D`` from the layer's plane into the superlayer's.
/// Following Apple's `isGeometryFlipped` ("whether the geometry of the layer and its sublayers is flipped
/// vertically … geometry values for the layer are interpreted using the … flipped coordinate system"), the flip
/// is part of that placement, so points convert and hit-test exactly where the layers are drawn.
extension CALayer {
    /// The layer's rectangle in the superlayer's coordinates: the bounding box of the bounds placed with the
    /// anchor point on `position` and transformed by `transform` about it. Not stored and not animatable;
    /// setting it sets `position` and `bounds.size` (undoing a scale-only transform; with a rotation the
    /// result is undefined on Apple, here `bounds.size` becomes the frame's size).
    public var frame: CGRect {
        get {
            let placement = Projective2D(planeOf: placementTransform3D)
            return Self.boundingBox(Self.corners(of: bounds).map { placement.applyDividing($0) ?? $0 })
        }
        set {
            var size = newValue.size
            let t = transform
            if !CATransform3DIsIdentity(t), t.m12 == 0, t.m21 == 0, t.m11 != 0, t.m22 != 0 {
                size = CGSize(width: newValue.width / abs(t.m11), height: newValue.height / abs(t.m22))
            }
            let anchor = anchorPoint
            position = CGPoint(x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
            bounds = CGRect(origin: bounds.origin, size: size)
        }
    }

    /// The affine part of `transform` (exact when the transform is affine).
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets `transform` to the 3-D form of an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The anchor point in the layer's own coordinates.
    package var anchorInBounds: CGPoint {
        let b = bounds, anchor = anchorPoint
        return CGPoint(x: b.minX + anchor.x * b.width, y: b.minY + anchor.y * b.height)
    }

    /// The layer's own placement: minus the anchor point (x, y, `anchorPointZ`), `transform`, plus
    /// (`position`, `zPosition`). A tree's root is placed in the window by it alone.
    package var placementTransform3D: CATransform3D {
        let anchor = anchorInBounds
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        m = CATransform3DConcat(m, transform)
        return CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// The 3D transform from this layer's coordinates to those of `parent`, its superlayer (or, with
    /// `asSublayer` false, the layer it masks): ``placementTransform3D``, then — for a sublayer — the parent's
    /// `sublayerTransform` about the parent's anchor point and the parent's vertical flip when its geometry is
    /// flipped (y ↦ minY + maxY − y of the parent's bounds).
    package func transform3D(into parent: CALayer, asSublayer: Bool) -> CATransform3D {
        var m = placementTransform3D
        guard asSublayer else { return m }
        let sublayerTransform = parent.sublayerTransform
        if !CATransform3DIsIdentity(sublayerTransform) {
            let a = parent.anchorInBounds
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-a.x, -a.y, 0))
            m = CATransform3DConcat(m, sublayerTransform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(a.x, a.y, 0))
        }
        if parent.isGeometryFlipped {
            let b = parent.bounds
            m = CATransform3DConcat(m, CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: -1, m23: 0, m24: 0,
                                                     m31: 0, m32: 0, m33: 1, m34: 0,
                                                     m41: 0, m42: b.minY + b.maxY, m43: 0, m44: 1))
        }
        return m
    }

    /// The map from this layer's plane into `parent`'s plane (see ``transform3D(into:asSublayer:)``).
    package func projection(into parent: CALayer, asSublayer: Bool) -> Projective2D {
        Projective2D(planeOf: transform3D(into: parent, asSublayer: asSublayer))
    }

    /// Whether the layer's bounds are finite (a layer with NaN or infinite bounds is not drawn).
    package var hasFiniteBounds: Bool {
        let b = bounds
        return b.origin.x.isFinite && b.origin.y.isFinite && b.width.isFinite && b.height.isFinite
    }

    /// Maps a point in the superlayer's coordinates into this layer's (`nil` if the placement is singular or
    /// the point is on no visible part of the layer's plane). A superlayer that keeps its sublayers in 3D is not
    /// the plane this layer is drawn in: its point is seen on screen first, then met on this layer's plane, as
    /// `convert(_:from:)` does.
    package func pointFromSuperlayer(_ p: CGPoint) -> CGPoint? {
        guard let parent = superlayer else { return p }
        guard parent.sublayersAreFlattened else { return parent.pointToRoot(p).flatMap(pointFromRoot) }
        return Self.point(p, intoPlaneOf: projection(into: parent, asSublayer: true))
    }

    /// The point of a plane that `placement` (plane → here) maps onto `p`, when that point is in front of
    /// the eye (as drawn); `nil` otherwise.
    static func point(_ p: CGPoint, intoPlaneOf placement: Projective2D) -> CGPoint? {
        guard let local = placement.inverted?.applyDividing(p) else { return nil }
        return placement.homogeneous(local.x, local.y).w >= Projective2D.eyePlaneEpsilon ? local : nil
    }

    /// The layer whose plane this layer is drawn into, and the 3D transform from this layer's coordinates into
    /// that plane (before z is dropped): the superlayer, or — inside a 3D rendering context — the nearest
    /// ancestor that flattens its sublayers (or the tree's root), reached through the 3D placements of the
    /// non-flattening layers between, as the compositor draws it. `nil` for a tree's root.
    var drawingPlane: (layer: CALayer, transform: CATransform3D)? {
        guard var plane = superlayer else { return nil }
        var transform = transform3D(into: plane, asSublayer: true)
        while !plane.sublayersAreFlattened, let next = plane.superlayer {
            transform = CATransform3DConcat(transform, plane.transform3D(into: next, asSublayer: true))
            plane = next
        }
        return (plane, transform)
    }

    /// The planes from this layer up to the root of its tree: each step's layer and the map from the step's
    /// plane into that layer's plane (see ``drawingPlane``), nearest first.
    private var drawingPlaneChain: [(layer: CALayer, projection: Projective2D)] {
        var chain: [(layer: CALayer, projection: Projective2D)] = [], layer = self
        while let step = layer.drawingPlane {
            chain.append((step.layer, Projective2D(planeOf: step.transform)))
            layer = step.layer
        }
        return chain
    }

    /// Whether the layer shows its back on screen: the orientation of its plane, projected through the planes
    /// it is drawn in up to the tree's root, is reversed (the compositor culls such a layer when it is not
    /// `isDoubleSided`; an edge-on plane counts as facing the viewer).
    package var showsBackFace: Bool {
        drawingPlaneChain.reduce(false) { $0 != ($1.projection.determinant < 0) }
    }

    /// Maps a point from this layer up to the root of its tree, through the planes it is drawn in.
    func pointToRoot(_ p: CGPoint) -> CGPoint? {
        drawingPlaneChain.reduce(p) { q, step in q.flatMap { step.projection.applyDividing($0) } }
    }

    /// Maps a point from the root of this layer's tree down into this layer: onto the point of each plane on
    /// the line of sight through it.
    func pointFromRoot(_ p: CGPoint) -> CGPoint? {
        drawingPlaneChain.reversed().reduce(p) { q, step in q.flatMap { Self.point($0, intoPlaneOf: step.projection) } }
    }

    /// Converts a point from the coordinates of `layer` (`nil`: the root of this layer's tree) to this layer's,
    /// through the placements the layers are drawn with (transforms, `sublayerTransform`s, geometry flips; inside
    /// a 3D rendering context, the 3D placement into the plane the layer is drawn in, so that a point maps to the
    /// point of the layer's plane seen there).
    /// Returns the point unchanged when the layers are in different trees or a placement is singular.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        guard layer == nil || layer!.ancestry.last === ancestry.last,
              let inRoot = layer == nil ? p : layer!.pointToRoot(p) else { return p }
        return pointFromRoot(inRoot) ?? p
    }

    /// Converts a point from this layer's coordinates to those of `layer` (`nil`: the root of the tree).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let layer else { return pointToRoot(p) ?? p }
        return layer.convert(p, from: self)
    }

    /// Converts a rectangle from `layer`'s coordinates: the bounding box of its converted corners.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        Self.boundingBox(Self.corners(of: r).map { convert($0, from: layer) })
    }

    /// Converts a rectangle to `layer`'s coordinates: the bounding box of its converted corners.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        Self.boundingBox(Self.corners(of: r).map { convert($0, to: layer) })
    }

    static func corners(of r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
         CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    static func boundingBox(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
