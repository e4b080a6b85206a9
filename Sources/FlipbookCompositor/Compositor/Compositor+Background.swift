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
        guard let deviceArea = Projective2D(toSurface).projectedBounds(of: layer.bounds) else { return nil }
        let pixmap = PixelBox(x0: 0, y0: 0, x1: surface.pixmap.width, y1: surface.pixmap.height)
        let box = PixelBox(covering: deviceArea).intersection(pixmap)
        return pattern.paint(patternToTarget: toSurface, x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1,
                             filter: .smooth, alpha: alpha)
    }
}
