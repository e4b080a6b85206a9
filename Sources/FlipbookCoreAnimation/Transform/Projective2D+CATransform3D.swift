import Foundation
import FlipbookGraphics
import FlipbookRaster

extension Projective2D {
    /// The map a `CATransform3D` induces on the plane z = 0 once the result's z is dropped: rows and columns
    /// 1, 2 and 4 of the matrix (transposed from Core Animation's row vectors to the column vectors used here).
    /// Dropping z is what flattening a layer's sublayers into its plane means.
    package init(planeOf t: CATransform3D) {
        self.init(Double(t.m11), Double(t.m21), Double(t.m41),
                  Double(t.m12), Double(t.m22), Double(t.m42),
                  Double(t.m14), Double(t.m24), Double(t.m44))
    }

    /// The image of `p` divided by any non-zero `W` (see ``applyDividing(_:)-(Vec2)``).
    package func applyDividing(_ p: CGPoint) -> CGPoint? {
        applyDividing(Vec2(Double(p.x), Double(p.y))).map { CGPoint(x: $0.x, y: $0.y) }
    }

    /// The part of `rect` in front of the eye plane, as a polygon in the source plane.
    package func visiblePolygon(of rect: CGRect) -> [Vec2] {
        visiblePolygon(of: BoundingBox(rect))
    }

    /// The polygon that the visible part of `rect` covers once mapped.
    package func projectedPolygon(of rect: CGRect) -> [Vec2] {
        projectedPolygon(of: BoundingBox(rect))
    }

    /// The bounding box of the visible part of `rect` once mapped (`nil` when nothing is in front of the eye).
    package func projectedBounds(of rect: CGRect) -> CGRect? {
        projectedBounds(of: BoundingBox(rect)).map {
            CGRect(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX, height: $0.maxY - $0.minY)
        }
    }
}

extension BoundingBox {
    /// The box of a rectangle.
    init(_ rect: CGRect) {
        self.init(minX: Double(rect.minX), minY: Double(rect.minY), maxX: Double(rect.maxX), maxY: Double(rect.maxY))
    }
}
