import FlipbookCoreAnimation
import FlipbookGraphics

/// The screen points of a layer's four corners — top left, bottom left, top right, bottom right —, computed from
/// its own geometry (bounds, anchor point, position, transform with its perspective divide) for a layer whose
/// superlayer lies unmoved on the screen with an identity `sublayerTransform`: each corner, taken relative to the
/// anchor point, as the row vector (x, y, 0, 1) times `transform`, divided by w, plus `position`.
func projectedCorners(of layer: CALayer) -> [CGPoint] {
    let bounds = layer.bounds, anchor = layer.anchorPoint, position = layer.position, t = layer.transform
    let anchorInBounds = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
    let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.minX, y: bounds.maxY),
                   CGPoint(x: bounds.maxX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
    return corners.map { corner in
        let x = corner.x - anchorInBounds.x, y = corner.y - anchorInBounds.y
        let px = x * t.m11 + y * t.m21 + t.m41
        let py = x * t.m12 + y * t.m22 + t.m42
        let w = x * t.m14 + y * t.m24 + t.m44
        return CGPoint(x: px / w + position.x, y: py / w + position.y)
    }
}

/// Whether two points are within `tolerance` points of each other in x and in y.
func isNear(_ point: CGPoint, _ expected: (x: Double, y: Double), within tolerance: Double = 1) -> Bool {
    abs(Double(point.x) - expected.x) <= tolerance && abs(Double(point.y) - expected.y) <= tolerance
}
