import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookRaster

extension Compositor {
    /// The paint of a layer's `backgroundColor`: the colour, or — for a pattern colour (UIKit's
    /// `UIColor(patternImage:)`) — its tiles laid in the layer's coordinates from their origin (the top-left corner
    /// while `bounds.origin` is zero; a shifted bounds origin moves the tiles with the content, as a scroll view's
    /// pattern background scrolls), over the part of the surface the background covers; `nil` when it paints
    /// nothing.
    func backgroundPaint(_ color: CGColor, of layer: CALayer, toSurface: Transform2D, surface: Surface,
                         alpha: Double) -> Paint? {
        guard let pattern = color.pattern else { return Paint(.solid(color.raster), alpha: alpha) }
        let bounds = layer.bounds
        let corners = [Vec2(Double(bounds.minX), Double(bounds.minY)), Vec2(Double(bounds.maxX), Double(bounds.minY)),
                       Vec2(Double(bounds.minX), Double(bounds.maxY)), Vec2(Double(bounds.maxX), Double(bounds.maxY))]
            .map(toSurface.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        let width = Double(surface.pixmap.width), height = Double(surface.pixmap.height)
        return pattern.paint(patternToTarget: toSurface,
                             x0: Int(max(minX.rounded(.down), 0)), y0: Int(max(minY.rounded(.down), 0)),
                             x1: Int(min(maxX.rounded(.up), width)), y1: Int(min(maxY.rounded(.up), height)),
                             filter: .smooth, alpha: alpha)
    }
}
