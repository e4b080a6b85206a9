import Foundation

/// The outline of a layer's background, border and `masksToBounds` clip: its bounds with `cornerRadius`
/// rounding the corners named by `maskedCorners` (circular arcs as cubic curves; the radius is limited to half the
/// shorter side). The compositor draws it as the raster engine's path, and content layers that fill the layer's
/// shape (`CAGradientLayer`) clip to it as a `CGPath`: one geometry, through ``LayerOutlineBuilding``.
package struct LayerShape {
    package var rect: CGRect
    package var radius: Double
    package var corners: CACornerMask

    package init(layer: CALayer) {
        rect = layer.bounds
        radius = Double(layer.cornerRadius)
        corners = layer.maskedCorners
    }

    package init(rect: CGRect, radius: Double, corners: CACornerMask) {
        self.rect = rect
        self.radius = radius
        self.corners = corners
    }

    /// The effective corner radius.
    package var clampedRadius: Double {
        guard radius.isFinite, radius > 0 else { return 0 }
        return min(radius, Double(min(rect.width, rect.height)) / 2)
    }

    /// Whether the shape is the plain rectangle.
    package var isRectangle: Bool { clampedRadius == 0 || corners.isEmpty }

    /// The shape inset by `inset` on every side, its radius reduced by the same amount (a border's inner edge).
    package func inset(by inset: Double) -> LayerShape {
        LayerShape(rect: rect.insetBy(dx: inset, dy: inset), radius: max(clampedRadius - inset, 0), corners: corners)
    }

    /// Appends the outline (clockwise in y-down space, starting after the top-left corner) to `path`.
    package func append<Path: LayerOutlineBuilding>(to path: inout Path) {
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
        path.move(toX: x0 + tl, y: y0)
        path.line(toX: x1 - tr, y: y0)
        if tr > 0 { path.cubic(x1 - tr + kappa(tr), y0, x1, y0 + tr - kappa(tr), toX: x1, y: y0 + tr) }
        path.line(toX: x1, y: y1 - br)
        if br > 0 { path.cubic(x1, y1 - br + kappa(br), x1 - br + kappa(br), y1, toX: x1 - br, y: y1) }
        path.line(toX: x0 + bl, y: y1)
        if bl > 0 { path.cubic(x0 + bl - kappa(bl), y1, x0, y1 - bl + kappa(bl), toX: x0, y: y1 - bl) }
        path.line(toX: x0, y: y0 + tl)
        if tl > 0 { path.cubic(x0, y0 + tl - kappa(tl), x0 + tl - kappa(tl), y0, toX: x0 + tl, y: y0) }
        path.closeOutline()
    }
}

/// A path a ``LayerShape`` can be appended to: the raster engine's path (in the compositor) or a `CGMutablePath`.
package protocol LayerOutlineBuilding {
    mutating func move(toX x: Double, y: Double)
    mutating func line(toX x: Double, y: Double)
    /// A cubic curve with control points (c1x, c1y) and (c2x, c2y) to (x, y).
    mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, toX x: Double, y: Double)
    mutating func closeOutline()
    mutating func addRect(x: Double, y: Double, width: Double, height: Double)
}
