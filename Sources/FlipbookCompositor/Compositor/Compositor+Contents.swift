import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookRaster

extension Compositor {
    /// Draws the pieces of the layer's `contents` image (other kinds of contents draw nothing, as on Apple
    /// platforms) placed by gravity, `contentsRect`, `contentsScale` and `contentsCenter`, through
    /// `projection` (layer → surface pixels, affine or not).
    func drawContents(of layer: CALayer, projection: Projective2D, flipped: Bool, into surface: inout Surface,
                      alpha: Double) {
        guard let image = layer.contents as? CGImage else { return }
        let placement = ContentsPlacement(imageWidth: image.width, imageHeight: image.height, bounds: layer.bounds,
                                          gravity: layer.contentsGravity, contentsRect: layer.contentsRect,
                                          contentsScale: layer.contentsScale, contentsCenter: layer.contentsCenter)
        guard !placement.pieces.isEmpty else { return }
        let pixels = pixmap(for: image)
        let whole = placement.pieces.dropFirst().reduce(placement.pieces[0].destination) { $0.union($1.destination) }
        // In a flipped geometry the image is flipped back within the area it covers, so it stays upright.
        let flip = flipped ? Projective2D(1, 0, 0, 0, -1, Double(whole.minY + whole.maxY), 0, 0, 1) : .identity
        let layerToSurface = flip.followed(by: projection)
        let everything = PixelBox(x0: 0, y0: 0, x1: pixels.width, y1: pixels.height)
        for piece in placement.pieces {
            let s = piece.source, d = piece.destination
            // Sample only the pixels of the piece (their edges extend), so slices and sprites do not bleed.
            let crop = PixelBox(covering: s).intersection(everything)
            guard !crop.isEmpty else { continue }
            let texture = crop == everything ? pixels : pixels.cropped(to: crop)
            let sx = Double(d.width / s.width), sy = Double(d.height / s.height)
            let imageToLayer = Projective2D(sx, 0, Double(d.minX) - (Double(s.minX) - Double(crop.x0)) * sx,
                                            0, sy, Double(d.minY) - (Double(s.minY) - Double(crop.y0)) * sy, 0, 0, 1)
            let pattern = ImagePattern(image: texture, projective: imageToLayer.followed(by: layerToSurface),
                                       filter: .smooth)
            fill(d, mappedBy: layerToSurface, in: &surface, paint: Paint(.image(pattern), alpha: alpha))
        }
    }

    /// Fills the rectangle `rect` (layer coordinates) mapped by `projection` onto the surface: exactly with
    /// an affine map, as its visible polygon (clipped at the eye plane) under perspective.
    func fill(_ rect: CGRect, mappedBy projection: Projective2D, in surface: inout Surface, paint: Paint) {
        var path = RasterPath()
        if projection.isEffectivelyAffine {
            path.addRect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
            painter.fill(path, in: &surface.pixmap, paint: paint, transform: projection.affine, clip: surface.clip)
            return
        }
        appendPolygon(of: rect, mappedBy: projection, to: &path)
        painter.fill(path, in: &surface.pixmap, paint: paint, clip: surface.clip)
    }

    /// Appends the visible polygon of `rect` mapped by `projection` (nothing when it is behind the eye).
    func appendPolygon(of rect: CGRect, mappedBy projection: Projective2D, to path: inout RasterPath) {
        let polygon = projection.projectedPolygon(of: rect)
        guard polygon.count >= 3 else { return }
        path.move(to: polygon[0])
        for p in polygon.dropFirst() { path.line(to: p) }
        path.close()
    }
}
