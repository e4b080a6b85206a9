import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookRaster

/// Draws a layer tree into a ``Surface``: the recursive heart of `render(in:)` and of frame rendering.
///
/// Every layer is placed by a ``PlaneProjection`` from its own coordinates to device pixels: the product of
/// each level's projection (sublayers are flattened into their superlayer's plane, as ordinary layers do).
/// A layer whose projection is affine is drawn directly with it (the common, exact case); a layer under
/// perspective is drawn into a texture in its own plane first and the texture is mapped onto the device
/// perspective-correctly, clipped at the eye plane.
///
/// Per layer, bottom to top: shadow, background, contents, sublayers (by `zPosition`, then insertion
/// order), border. `masksToBounds` clips contents and sublayers to the rounded bounds; a `mask`, a shadow
/// cast by the layer's own alpha, or group opacity make the layer render as one offscreen group first.
final class Compositor {
    let painter = Painter()
    /// The sign of the determinant that means "facing the viewer" (that of the tree's root placement).
    let frontFacingSign: Double
    /// Converted `contents` images, by identity (the image is kept alive with its pixels).
    private var images: [ObjectIdentifier: (image: CGImage, pixmap: Pixmap)] = [:]

    /// The largest side of a perspective texture, in pixels.
    static let maximumTextureSide = 4096.0

    init(frontFacingSign: Double) {
        self.frontFacingSign = frontFacingSign < 0 ? -1 : 1
    }

    // MARK: Layers

    /// Draws `layer` and its subtree.
    ///
    /// - Parameters:
    ///   - projection: the layer's coordinates → device pixels.
    ///   - flipped: whether an odd number of ancestors flip their geometry (contents are then drawn flipped
    ///     back, so that images stay upright).
    ///   - alpha: the opacity inherited from ancestors that do not group their opacity.
    func draw(_ layer: CALayer, projection: PlaneProjection, flipped: Bool, into surface: inout Surface, alpha: Double) {
        guard !layer.isHidden, layer.opacity > 0, alpha > 0 else { return }
        if !layer.isDoubleSided, facingSign(of: projection) != frontFacingSign { return }
        if projection.isAffine {
            drawFlat(layer, projection: projection, flipped: flipped, into: &surface, alpha: alpha)
        } else {
            drawProjected(layer, projection: projection, flipped: flipped, into: &surface, alpha: alpha)
        }
    }

    /// The orientation a projection gives the layer's plane where it is in front of the eye (`W > 0`), where
    /// the Jacobian's determinant is `det H / W³`: +1 or −1.
    func facingSign(of projection: PlaneProjection) -> Double {
        projection.determinant < 0 ? -1 : 1
    }

    /// Draws a layer whose projection is affine, as a group when it needs one.
    func drawFlat(_ layer: CALayer, projection: PlaneProjection, flipped: Bool, into surface: inout Surface, alpha: Double) {
        let opacity = min(Double(layer.opacity), 1)
        let shadow = LayerShadow(layer)
        let groupsOpacity = layer.allowsGroupOpacity && opacity < 1 && drawsSeveralParts(layer)
        let shadowNeedsGroup = shadow != nil && (layer.shadowPath == nil || layer.masksToBounds)
        if layer.mask != nil || groupsOpacity || shadowNeedsGroup {
            drawGroup(layer, projection: projection, flipped: flipped, into: &surface, alpha: alpha)
            return
        }
        if let shadow, let path = layer.shadowPath {
            drawShadow(of: path, shadow, projection: projection, into: &surface, alpha: alpha * opacity)
        }
        drawBody(layer, projection: projection, flipped: flipped, into: &surface, alpha: alpha * opacity)
    }

    /// Whether the layer draws more than one thing (so that its opacity must apply to them as a group).
    private func drawsSeveralParts(_ layer: CALayer) -> Bool {
        if !layer.sublayersInDrawingOrder.isEmpty { return true }
        var parts = 0
        if let color = layer.backgroundColor, color.alpha > 0 { parts += 1 }
        if layer.contents != nil { parts += 1 }
        if hasBorder(layer) { parts += 1 }
        return parts > 1
    }

    private func hasBorder(_ layer: CALayer) -> Bool {
        guard let color = layer.borderColor, color.alpha > 0 else { return false }
        return layer.borderWidth > 0 && layer.borderWidth.isFinite
    }

    /// Background, contents (clipped by `masksToBounds`), sublayers (clipped too) and border, each with `alpha`.
    func drawBody(_ layer: CALayer, projection: PlaneProjection, flipped: Bool, into surface: inout Surface, alpha: Double) {
        let toSurface = projection.followed(by: surface.fromDevice).affine
        let shape = LayerShape(layer: layer)
        if let color = layer.backgroundColor, color.alpha > 0 {
            painter.fill(shape.path, in: &surface.pixmap, paint: Paint(.solid(color.rasterColor), alpha: alpha),
                         transform: toSurface, clip: surface.clip)
        }
        let enclosingClip = surface.clip
        if layer.masksToBounds { surface.clip(to: shape.path, transform: projection.affine, painter: painter) }
        if let image = layer.contents.flatMap(Self.image(from:)) {
            drawContents(image, of: layer, transform: toSurface, flipped: flipped, into: &surface, alpha: alpha)
        }
        let sublayersFlipped = flipped != layer.isGeometryFlipped
        for sublayer in layer.sublayersInDrawingOrder {
            draw(sublayer, projection: sublayer.projection(into: layer, asSublayer: true).followed(by: projection),
                 flipped: sublayersFlipped, into: &surface, alpha: alpha)
        }
        surface.clip = enclosingClip
        if hasBorder(layer), let color = layer.borderColor {
            painter.fill(shape.borderPath(width: Double(layer.borderWidth)), in: &surface.pixmap,
                         paint: Paint(.solid(color.rasterColor), alpha: alpha), rule: .evenOdd, transform: toSurface,
                         clip: surface.clip)
        }
    }

    /// `contents` as an image (other kinds of contents draw nothing, as on Apple platforms).
    private static func image(from contents: Any) -> CGImage? {
        contents as? CGImage
    }

    /// The pixels of `image`, converted once per compositor.
    func pixmap(for image: CGImage) -> Pixmap {
        let key = ObjectIdentifier(image)
        if let cached = images[key] { return cached.pixmap }
        let pixmap = Pixmap(image)
        images[key] = (image, pixmap)
        return pixmap
    }

    /// Draws the pieces of `contents` placed by gravity, `contentsRect`, `contentsScale` and `contentsCenter`.
    private func drawContents(_ image: CGImage, of layer: CALayer, transform: Transform2D, flipped: Bool,
                              into surface: inout Surface, alpha: Double) {
        let placement = ContentsPlacement(imageWidth: image.width, imageHeight: image.height, bounds: layer.bounds,
                                          gravity: layer.contentsGravity, contentsRect: layer.contentsRect,
                                          contentsScale: layer.contentsScale, contentsCenter: layer.contentsCenter)
        guard !placement.pieces.isEmpty else { return }
        let pixels = pixmap(for: image)
        let whole = placement.pieces.dropFirst().reduce(placement.pieces[0].destination) { $0.union($1.destination) }
        // In a flipped geometry the image is flipped back within the area it covers, so it stays upright.
        let flip = flipped ? Transform2D(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(whole.minY + whole.maxY)) : .identity
        for piece in placement.pieces {
            let s = piece.source, d = piece.destination
            // Sample only the pixels of the piece (their edges extend), so slices and sprites do not bleed.
            let crop = PixelBox(covering: s).intersection(PixelBox(x0: 0, y0: 0, x1: pixels.width, y1: pixels.height))
            guard !crop.isEmpty else { continue }
            let texture = crop == PixelBox(x0: 0, y0: 0, x1: pixels.width, y1: pixels.height) ? pixels : pixels.cropped(to: crop)
            let sx = Double(d.width / s.width), sy = Double(d.height / s.height)
            let imageToLayer = Transform2D(a: sx, b: 0, c: 0, d: sy, tx: Double(d.minX) - (Double(s.minX) - Double(crop.x0)) * sx,
                                           ty: Double(d.minY) - (Double(s.minY) - Double(crop.y0)) * sy)
            let layerToSurface = flip.concatenating(transform)
            var area = RasterPath()
            area.addRect(x: Double(d.minX), y: Double(d.minY), width: Double(d.width), height: Double(d.height))
            let pattern = ImagePattern(image: texture, transform: imageToLayer.concatenating(layerToSurface), filter: .smooth)
            painter.fill(area, in: &surface.pixmap, paint: Paint(.image(pattern), alpha: alpha), transform: layerToSurface,
                         clip: surface.clip)
        }
    }
}
