import Foundation
import FlipbookCoreAnimation

extension CALayer {
    /// The anchor point in the layer's own coordinates.
    var anchorInBounds: CGPoint {
        let b = bounds
        return CGPoint(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
    }

    /// The 3D transform from this layer's coordinates to those of `parent`, its superlayer (or the layer it
    /// masks): minus the anchor point (x, y, `anchorPointZ`), `transform`, plus (`position`, `zPosition`),
    /// then — for a sublayer — the parent's `sublayerTransform` about the parent's anchor point and the
    /// parent's vertical flip when its geometry is flipped.
    func transform3D(into parent: CALayer, asSublayer: Bool) -> CATransform3D {
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

    /// The projection of this layer's plane into `parent`'s plane (see ``transform3D(into:asSublayer:)``).
    func projection(into parent: CALayer, asSublayer: Bool) -> PlaneProjection {
        PlaneProjection(transform3D(into: parent, asSublayer: asSublayer))
    }

    /// The layer's own placement: minus the anchor point (x, y, `anchorPointZ`), `transform`, plus
    /// (`position`, `zPosition`). A tree's root is placed in the window by it alone.
    var placementTransform3D: CATransform3D {
        let anchor = anchorInBounds
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        m = CATransform3DConcat(m, transform)
        return CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// Whether the layer's bounds are finite (a layer with NaN or infinite bounds is not drawn).
    var hasFiniteBounds: Bool {
        let b = bounds
        return b.origin.x.isFinite && b.origin.y.isFinite && b.width.isFinite && b.height.isFinite
    }

    /// The visible sublayers in drawing order: by `zPosition`, then in insertion order.
    var sublayersInDrawingOrder: [CALayer] {
        guard let sublayers else { return [] }
        return sublayers.enumerated()
            .filter { !$0.element.isHidden && $0.element.opacity > 0 }
            .sorted { $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition < $1.element.zPosition
                                                                   : $0.offset < $1.offset }
            .map(\.element)
    }
}
