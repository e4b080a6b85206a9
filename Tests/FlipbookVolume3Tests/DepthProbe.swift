import Flipbook3D
import FlipbookCoreAnimation
import FlipbookGraphics
@testable import FlipbookVolume3
import Testing

/// What the eye sees through a screen point of a depth-study scene, worked out from the layers' geometry alone
/// (presentation transforms, perspective) by casting the ray through the point at every plane: the nearest plane
/// it meets, or nothing. Independent of the compositor's drawing order, so it checks it.
struct DepthProbe {
    /// One plane of the 3D rendering context.
    struct Plane {
        /// Its colour, 0…255 per channel.
        let color: [Int]
        /// Its size in its own coordinates.
        let size: CGSize
        /// From its coordinates (u, v, 0, 1) into the perspective layer's 3D space (before the perspective).
        let toSpace: CATransform3D
        /// From its coordinates (u, v, 0, 1) to the screen, homogeneous (divide by w).
        let toScreen: CATransform3D
    }

    /// What a point shows.
    enum Sight: Equatable {
        /// No plane: the view's background.
        case background
        /// The plane of this index (in the transform layer's sublayers).
        case plane(Int)
    }

    let planes: [Plane]

    /// Points within this distance (in a plane's own units) of a plane's edge, or where the two nearest planes
    /// are within ``depthMargin`` of each other, are left out: their pixels blend.
    static let edgeMargin: CGFloat = 2.5
    static let depthMargin: CGFloat = 3

    /// The probe of `controller`'s scene as its presentation tree stands (call inside the host).
    init(_ controller: DepthStudyViewController) throws {
        let container = controller.perspectiveLayer
        let context = try #require(controller.transformLayer.presentation())
        let perspective = CATransform3DConcat(
            CATransform3DConcat(Self.translation(-Self.anchor(of: container)), container.sublayerTransform),
            CATransform3DConcat(Self.translation(Self.anchor(of: container)),
                                Self.translation(CGPoint(x: container.frame.minX, y: container.frame.minY))))
        let contextPlacement = Self.placement(of: context)
        planes = try (context.sublayers ?? []).map { layer in
            let toSpace = CATransform3DConcat(Self.placement(of: layer), contextPlacement)
            let components = try #require(layer.backgroundColor?.components)
            return Plane(color: components.prefix(3).map { Int(($0 * 255).rounded()) }, size: layer.bounds.size,
                         toSpace: toSpace, toScreen: CATransform3DConcat(toSpace, perspective))
        }
    }

    /// What the ray through the screen point `p` meets first; `nil` where the pixel blends (an edge, or two
    /// planes at nearly one depth).
    func sight(at p: CGPoint) -> Sight? {
        var hits: [(index: Int, depth: CGFloat)] = []
        for (index, plane) in planes.enumerated() {
            guard let (u, v) = Self.planePoint(p, through: plane.toScreen) else { continue }
            let m = Self.edgeMargin, size = plane.size
            let inside = u > m && u < size.width - m && v > m && v < size.height - m
            let outside = u < -m || u > size.width + m || v < -m || v > size.height + m
            if !inside && !outside { return nil }
            if inside {
                hits.append((index, u * plane.toSpace.m13 + v * plane.toSpace.m23 + plane.toSpace.m43))
            }
        }
        hits.sort { $0.depth > $1.depth }
        guard let nearest = hits.first else { return .background }
        if hits.count > 1 && nearest.depth - hits[1].depth < Self.depthMargin { return nil }
        return .plane(nearest.index)
    }

    /// The point (u, v) of the plane that `toScreen` shows at the screen point `p`, if it lies in front of the eye.
    private static func planePoint(_ p: CGPoint, through t: CATransform3D) -> (CGFloat, CGFloat)? {
        // The homography (u, v, 1) ↦ (x, y, w): rows u, v, 1 of the transform, columns x, y, w.
        let h = [[t.m11, t.m12, t.m14], [t.m21, t.m22, t.m24], [t.m41, t.m42, t.m44]]
        let cofactor = { (r: Int, c: Int) -> CGFloat in
            let rows = [0, 1, 2].filter { $0 != r }, cols = [0, 1, 2].filter { $0 != c }
            let minor = h[rows[0]][cols[0]] * h[rows[1]][cols[1]] - h[rows[0]][cols[1]] * h[rows[1]][cols[0]]
            return (r + c) % 2 == 0 ? minor : -minor
        }
        // (x, y, 1) · adj(h) = det(h) · (u, v, 1) / w: the adjugate's column j is cofactor(j, ·).
        let row = [p.x, p.y, 1]
        let solved = (0..<3).map { j in (0..<3).reduce(CGFloat(0)) { $0 + row[$1] * cofactor(j, $1) } }
        guard solved[2] != 0 else { return nil }
        let u = solved[0] / solved[2], v = solved[1] / solved[2]
        guard u * t.m14 + v * t.m24 + t.m44 > 0 else { return nil }
        return (u, v)
    }

    /// A layer's placement in its superlayer: about its anchor point, its transform, then to its position.
    private static func placement(of layer: CALayer) -> CATransform3D {
        CATransform3DConcat(CATransform3DConcat(translation(-anchor(of: layer)), layer.transform),
                            translation(layer.position))
    }

    /// The layer's anchor point in its bounds' coordinates.
    private static func anchor(of layer: CALayer) -> CGPoint {
        CGPoint(x: layer.bounds.minX + layer.anchorPoint.x * layer.bounds.width,
                y: layer.bounds.minY + layer.anchorPoint.y * layer.bounds.height)
    }

    private static func translation(_ p: CGPoint) -> CATransform3D {
        CATransform3DMakeTranslation(p.x, p.y, 0)
    }
}

private prefix func - (p: CGPoint) -> CGPoint {
    CGPoint(x: -p.x, y: -p.y)
}
