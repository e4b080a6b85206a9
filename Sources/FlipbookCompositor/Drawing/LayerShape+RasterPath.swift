import Foundation
import FlipbookCoreAnimation
import FlipbookRaster

extension RasterPath: LayerOutlineBuilding {
    package mutating func move(toX x: Double, y: Double) { move(to: Vec2(x, y)) }
    package mutating func line(toX x: Double, y: Double) { line(to: Vec2(x, y)) }
    package mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, toX x: Double, y: Double) {
        cubic(control1: Vec2(c1x, c1y), control2: Vec2(c2x, c2y), to: Vec2(x, y))
    }
    package mutating func closeOutline() { close() }
}

extension LayerShape {
    /// The shape as the raster engine's path.
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
