import Foundation
import FlipbookCoreAnimation
import FlipbookRaster

extension Compositor {
    /// Draws a layer under perspective: its whole rendering (shadow, body, flattened subtree, mask) goes into
    /// a texture in the layer's own plane, which is then mapped onto the surface perspective-correctly and
    /// clipped where it reaches the eye plane (`W ≤ ε`).
    ///
    /// The texture's resolution follows the largest magnification along the projected outline, so the near
    /// edge of a receding layer is as sharp as a flat layer would be; it is limited to
    /// ``maximumTextureSide`` pixels.
    func drawProjected(_ layer: CALayer, projection: Projective2D, flipped: Bool, into surface: inout Surface,
                       alpha: Double) {
        if drawsDirectlyUnderPerspective(layer) {
            drawDirectly(layer, projection: projection, flipped: flipped, into: &surface, alpha: alpha)
            return
        }
        guard var area = extent(of: layer) else { return }
        // Sublayers that reach behind the eye have unbounded extents; keep a generous neighbourhood of what the
        // layer draws itself (its bounds and its class's content).
        let own = layer.classContentExtent.map { layer.bounds.union($0) } ?? layer.bounds
        let reach = max(own.width, own.height, 1) * 2 + 64
        area = area.intersection(own.insetBy(dx: -reach, dy: -reach))
        guard !area.isNull, area.width > 0, area.height > 0 else { return }
        let outline = projection.visiblePolygon(of: area)
        guard outline.count >= 3 else { return }
        var scale = 0.0
        for i in outline.indices {
            let a = outline[i], b = outline[(i + 1) % outline.count]
            let local = (b - a).length
            guard local > 1e-9 else { continue }
            scale = max(scale, (projection.applyClamped(b) - projection.applyClamped(a)).length / local)
        }
        let side = Double(max(area.width, area.height))
        scale = min(max(scale, 1e-3), Self.maximumTextureSide / side)
        guard scale.isFinite else { return }
        let width = Int((Double(area.width) * scale).rounded(.up)), height = Int((Double(area.height) * scale).rounded(.up))
        guard width > 0, height > 0 else { return }
        let toTexture = Projective2D.translation(Double(-area.minX), Double(-area.minY))
            .followed(by: .scale(scale, scale))
        var texture = Surface(box: PixelBox(x0: 0, y0: 0, x1: width, y1: height))
        // The texture shows the plane's front; the sublayers drawn into it face the viewer as they will on screen.
        let enclosingFrontFacingSign = frontFacingSign
        frontFacingSign *= facingSign(of: projection)
        drawFlat(layer, projection: toTexture, flipped: flipped, into: &texture, alpha: alpha)
        frontFacingSign = enclosingFrontFacingSign
        guard let fromTexture = toTexture.inverted else { return }
        let placement = fromTexture.followed(by: projection).followed(by: surface.fromDevice)
        painter.draw(texture.pixmap, in: &surface.pixmap, projective: placement, filter: .bilinear,
                     clip: surface.clip)
    }

    /// Whether the layer is simple enough to draw straight through its projection, without a texture: no
    /// sublayers, own content, mask, shadow or pattern background, square corners wherever it paints its shape, no clipped contents, and
    /// no group opacity to honour.
    private func drawsDirectlyUnderPerspective(_ layer: CALayer) -> Bool {
        guard !hasVisibleSublayers(layer), layer.classContentDrawing == nil, layer.transitionPresentation == nil,
              layer.mask == nil, LayerShadow(layer) == nil,
              layer.backgroundColor?.pattern == nil else { return false }
        let paintsShape = (layer.backgroundColor.map { $0.alpha > 0 } ?? false) || hasBorder(layer)
        if paintsShape && !LayerShape(layer: layer).isRectangle { return false }
        if layer.masksToBounds && layer.contents != nil { return false }
        return !(layer.allowsGroupOpacity && layer.opacity < 1 && drawsSeveralParts(layer))
    }

    /// Draws a simple layer's background, contents and border through a perspective projection.
    private func drawDirectly(_ layer: CALayer, projection: Projective2D, flipped: Bool, into surface: inout Surface,
                              alpha: Double) {
        let alpha = alpha * min(Double(layer.opacity), 1)
        let toSurface = projection.followed(by: surface.fromDevice)
        if let color = layer.backgroundColor, color.alpha > 0 {
            fill(layer.bounds, mappedBy: toSurface, in: &surface, paint: Paint(.solid(color.raster), alpha: alpha))
        }
        drawContents(of: layer, projection: toSurface, flipped: flipped, into: &surface, alpha: alpha)
        if hasBorder(layer), let color = layer.borderColor {
            let width = Double(layer.borderWidth)
            var ring = RasterPath()
            appendPolygon(of: layer.bounds, mappedBy: toSurface, to: &ring)
            let inner = layer.bounds.insetBy(dx: width, dy: width)
            if !inner.isNull, inner.width > 0, inner.height > 0 { appendPolygon(of: inner, mappedBy: toSurface, to: &ring) }
            painter.fill(ring, in: &surface.pixmap, paint: Paint(.solid(color.raster), alpha: alpha), rule: .evenOdd,
                         clip: surface.clip)
        }
    }
}
