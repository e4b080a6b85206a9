import Foundation
import FlipbookCoreAnimation
import FlipbookRaster

/// The outline of a layer's background, border and `masksToBounds` clip: its bounds with `cornerRadius`
/// rounding the corners named by `maskedCorners` (circular arcs; the radius is limited to half the shorter side).
struct LayerShape {
    var rect: CGRect
    var radius: Double
    var corners: CACornerMask

    init(layer: CALayer) {
        rect = layer.bounds
        radius = Double(layer.cornerRadius)
        corners = layer.maskedCorners
    }

    init(rect: CGRect, radius: Double, corners: CACornerMask) {
        self.rect = rect
        self.radius = radius
        self.corners = corners
    }

    /// The effective corner radius.
    var clampedRadius: Double {
        guard radius.isFinite, radius > 0 else { return 0 }
        return min(radius, Double(min(rect.width, rect.height)) / 2)
    }

    /// Whether the shape is the plain rectangle.
    var isRectangle: Bool { clampedRadius == 0 || corners.isEmpty }

    /// The shape inset by `inset` on every side, its radius reduced by the same amount (a border's inner edge).
    func inset(by inset: Double) -> LayerShape {
        LayerShape(rect: rect.insetBy(dx: inset, dy: inset), radius: max(clampedRadius - inset, 0), corners: corners)
    }

    /// Appends the outline (clockwise in y-down space, starting after the top-left corner) to `path`.
    func append(to path: inout RasterPath) {
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        guard x1 > x0, y1 > y0 else { return }
        let r = clampedRadius
        if isRectangle {
            path.addRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            return
        }
        let k = 0.5522847498307936 * r
        let tl = corners.contains(.layerMinXMinYCorner) ? r : 0
        let tr = corners.contains(.layerMaxXMinYCorner) ? r : 0
        let br = corners.contains(.layerMaxXMaxYCorner) ? r : 0
        let bl = corners.contains(.layerMinXMaxYCorner) ? r : 0
        func kappa(_ radius: Double) -> Double { radius > 0 ? k : 0 }
        path.move(to: Vec2(x0 + tl, y0))
        path.line(to: Vec2(x1 - tr, y0))
        if tr > 0 { path.cubic(control1: Vec2(x1 - tr + kappa(tr), y0), control2: Vec2(x1, y0 + tr - kappa(tr)), to: Vec2(x1, y0 + tr)) }
        path.line(to: Vec2(x1, y1 - br))
        if br > 0 { path.cubic(control1: Vec2(x1, y1 - br + kappa(br)), control2: Vec2(x1 - br + kappa(br), y1), to: Vec2(x1 - br, y1)) }
        path.line(to: Vec2(x0 + bl, y1))
        if bl > 0 { path.cubic(control1: Vec2(x0 + bl - kappa(bl), y1), control2: Vec2(x0, y1 - bl + kappa(bl)), to: Vec2(x0, y1 - bl)) }
        path.line(to: Vec2(x0, y0 + tl))
        if tl > 0 { path.cubic(control1: Vec2(x0, y0 + tl - kappa(tl)), control2: Vec2(x0 + tl - kappa(tl), y0), to: Vec2(x0 + tl, y0)) }
        path.close()
    }

    /// The shape as a path.
    var path: RasterPath {
        var path = RasterPath()
        append(to: &path)
        return path
    }

    /// The ring of a border `width` wide drawn inside the shape (fill it with the even-odd rule).
    func borderPath(width: Double) -> RasterPath {
        var path = RasterPath()
        append(to: &path)
        let inner = inset(by: width)
        if inner.rect.width > 0, inner.rect.height > 0 { inner.append(to: &path) }
        return path
    }
}
