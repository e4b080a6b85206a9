import Foundation
import FlipbookGraphics

extension CALayer {
    /// The layer's rectangle in the superlayer's coordinates: the bounding box of the bounds placed with the
    /// anchor point on `position` and transformed by `transform` about it. Not stored and not animatable;
    /// setting it sets `position` and `bounds.size` (undoing a scale-only transform; with a rotation the
    /// result is undefined on Apple, here `bounds.size` becomes the frame's size).
    public var frame: CGRect {
        get {
            let corners = [CGPoint(x: _bounds.minX, y: _bounds.minY), CGPoint(x: _bounds.maxX, y: _bounds.minY),
                           CGPoint(x: _bounds.minX, y: _bounds.maxY), CGPoint(x: _bounds.maxX, y: _bounds.maxY)]
            return Self.boundingBox(corners.map(pointToSuperlayer))
        }
        set {
            var size = newValue.size
            let t = _transform
            if !CATransform3DIsIdentity(t), t.m12 == 0, t.m21 == 0, t.m11 != 0, t.m22 != 0 {
                size = CGSize(width: newValue.width / abs(t.m11), height: newValue.height / abs(t.m22))
            }
            position = CGPoint(x: newValue.minX + _anchorPoint.x * newValue.width,
                               y: newValue.minY + _anchorPoint.y * newValue.height)
            bounds = CGRect(origin: _bounds.origin, size: size)
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
    var anchorInBounds: CGPoint {
        CGPoint(x: _bounds.minX + _anchorPoint.x * _bounds.width, y: _bounds.minY + _anchorPoint.y * _bounds.height)
    }

    /// Maps a point in this layer's coordinates to its superlayer's (including the superlayer's sublayerTransform).
    func pointToSuperlayer(_ p: CGPoint) -> CGPoint {
        let anchor = anchorInBounds
        let moved = Homography(_transform).apply(CGPoint(x: p.x - anchor.x, y: p.y - anchor.y))
        var q = CGPoint(x: moved.x + _position.x, y: moved.y + _position.y)
        if let parent = _superlayer, !CATransform3DIsIdentity(parent.attributes.value.sublayerTransform) {
            let a = parent.anchorInBounds
            let r = Homography(parent.attributes.value.sublayerTransform).apply(CGPoint(x: q.x - a.x, y: q.y - a.y))
            q = CGPoint(x: r.x + a.x, y: r.y + a.y)
        }
        return q
    }

    /// Maps a point in the superlayer's coordinates into this layer's (`nil` if a transform is singular).
    func pointFromSuperlayer(_ p: CGPoint) -> CGPoint? {
        var q = p
        if let parent = _superlayer, !CATransform3DIsIdentity(parent.attributes.value.sublayerTransform) {
            let a = parent.anchorInBounds
            guard let r = Homography(parent.attributes.value.sublayerTransform).inverted?.apply(CGPoint(x: q.x - a.x, y: q.y - a.y))
            else { return nil }
            q = CGPoint(x: r.x + a.x, y: r.y + a.y)
        }
        let anchor = anchorInBounds
        guard let local = Homography(_transform).inverted?.apply(CGPoint(x: q.x - _position.x, y: q.y - _position.y))
        else { return nil }
        return CGPoint(x: local.x + anchor.x, y: local.y + anchor.y)
    }

    /// Maps a point from this layer up to the root of its tree.
    func pointToRoot(_ p: CGPoint) -> CGPoint {
        var q = p, layer: CALayer? = self
        while let l = layer, l._superlayer != nil { q = l.pointToSuperlayer(q); layer = l._superlayer }
        return q
    }

    /// Maps a point from the root of this layer's tree down into this layer.
    func pointFromRoot(_ p: CGPoint) -> CGPoint? {
        var q: CGPoint? = p
        for l in ancestry.dropLast().reversed() { q = q.flatMap(l.pointFromSuperlayer) }
        return q
    }

    /// Converts a point from the coordinates of `layer` (`nil`: the root of this layer's tree) to this layer's.
    /// Returns the point unchanged when the layers are in different trees or a transform is singular.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let inRoot = layer?.pointToRoot(p) ?? p
        guard layer == nil || layer!.ancestry.last === ancestry.last else { return p }
        return pointFromRoot(inRoot) ?? p
    }

    /// Converts a point from this layer's coordinates to those of `layer` (`nil`: the root of the tree).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let layer else { return pointToRoot(p) }
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

    func hitTestSubtree(_ p: CGPoint) -> CALayer? {
        guard !_isHidden, let local = _superlayer == nil ? p : pointFromSuperlayer(p) else { return nil }
        if attributes.value.masksToBounds && !contains(local) { return nil }
        let ordered = _sublayers.enumerated().sorted {
            $0.element._zPosition != $1.element._zPosition ? $0.element._zPosition > $1.element._zPosition
                                                           : $0.offset > $1.offset
        }
        for (_, sublayer) in ordered {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
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

/// The plane-to-plane map a `CATransform3D` induces on z = 0 points (rows/columns 1, 2 and 4), with its inverse.
struct Homography {
    let m: [Double]

    init(_ t: CATransform3D) {
        m = [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44].map(Double.init)
    }

    private init(entries: [Double]) { m = entries }

    func apply(_ p: CGPoint) -> CGPoint {
        let x = Double(p.x), y = Double(p.y)
        let X = x * m[0] + y * m[3] + m[6]
        let Y = x * m[1] + y * m[4] + m[7]
        let W = x * m[2] + y * m[5] + m[8]
        return W == 1 || W == 0 ? CGPoint(x: X, y: Y) : CGPoint(x: X / W, y: Y / W)
    }

    var inverted: Homography? {
        let a = m
        let c00 = a[4] * a[8] - a[5] * a[7], c01 = a[5] * a[6] - a[3] * a[8], c02 = a[3] * a[7] - a[4] * a[6]
        let det = a[0] * c00 + a[1] * c01 + a[2] * c02
        guard det != 0, det.isFinite else { return nil }
        let inv = [c00, a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
                   c01, a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
                   c02, a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3]]
        return Homography(entries: inv.map { $0 / det })
    }
}
