import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookRaster

extension Compositor {
    /// Draws a layer as one offscreen group: its body (and subtree), the shadow of the group's alpha (or of
    /// `shadowPath`) beneath it, the `mask` layer's alpha applied to both, then the group composited with
    /// the layer's opacity (when `allowsGroupOpacity`; otherwise each part carries the opacity itself).
    func drawGroup(_ layer: CALayer, projection: Projective2D, flipped: Bool, into surface: inout Surface, alpha: Double) {
        guard let area = extent(of: layer), let deviceArea = projection.projectedBounds(of: area) else { return }
        let opacity = min(Double(layer.opacity), 1)
        let groupAlpha = layer.allowsGroupOpacity ? opacity : 1
        var shadow = LayerShadow(layer)
        // Content beyond the surface can still cast a shadow into it.
        var margin = 0
        var shadowShift = Vec2(0, 0)
        var deviceSigma = 0.0
        if let layerShadow = shadow {
            shadowShift = projection.mapVector(Double(layerShadow.offset.width), Double(layerShadow.offset.height))
            // Bounded before any conversion to pixels (a 10³⁰⁰ scale trapped): the blur capped by `deviceSigma`,
            // and a shadow that cannot reach the surface is not drawn.
            deviceSigma = layerShadow.deviceSigma(scale: projection.averageScale)
            let reach = 3 * deviceSigma + 2
            if deviceSigma.isFinite, abs(shadowShift.x) < Double(surface.box.width) + reach,
               abs(shadowShift.y) < Double(surface.box.height) + reach {
                margin = abs(Int(shadowShift.x.rounded())) + abs(Int(shadowShift.y.rounded()))
                    + Int((3 * deviceSigma).rounded(.up)) + 2
            } else {
                shadow = nil
            }
        }
        let box = PixelBox(covering: deviceArea).expanded(by: 1).intersection(surface.box.expanded(by: margin))
        guard !box.isEmpty else { return }

        var content = Surface(box: box)
        drawBody(layer, projection: projection, flipped: flipped, into: &content,
                 alpha: layer.allowsGroupOpacity ? 1 : opacity)
        var group = content.pixmap
        if let shadow {
            let toBox = projection.followed(by: content.fromDevice).affine
            var coverage: Mask
            if let path = layer.shadowPath {
                coverage = Mask.sized(width: box.width, height: box.height, value: 0)
                let offset = Transform2D.translation(Double(shadow.offset.width), Double(shadow.offset.height))
                painter.fill(path.raster, into: &coverage, transform: offset.concatenating(toBox))
            } else {
                // The group's alpha moved by the exact (sub-pixel) offset, into the box that holds the shadow.
                coverage = Mask(alphaOf: content.pixmap)
                coverage.translate(dx: shadowShift.x, dy: shadowShift.y)
            }
            ShadowBlur.blur(&coverage, sigma: deviceSigma)
            var shapeClip: Mask?
            if layer.masksToBounds {
                var clip = Mask.sized(width: box.width, height: box.height, value: 0)
                painter.fill(LayerShape(layer: layer).path, into: &clip, transform: toBox)
                shapeClip = clip
            }
            let shadowAlpha = layer.shadowPath != nil && !layer.allowsGroupOpacity ? opacity : 1
            group = Pixmap.sized(width: box.width, height: box.height)
            painter.fill(mask: coverage, x: 0, y: 0, in: &group, paint: Paint(.solid(shadow.color), alpha: shadowAlpha),
                         clip: shapeClip)
            painter.composite(content.pixmap, x: 0, y: 0, onto: &group)
        }
        if let mask = layer.mask {
            var maskSurface = Surface(box: box)
            draw(mask, projection: mask.projection(into: layer, asSublayer: false).followed(by: projection),
                 flipped: flipped, into: &maskSurface, alpha: 1)
            group.multiplyByAlpha(of: maskSurface.pixmap)
        }
        painter.composite(group, x: box.x0 - surface.box.x0, y: box.y0 - surface.box.y0, onto: &surface.pixmap,
                          alpha: alpha * groupAlpha, clip: surface.clip)
    }

    /// Draws the shadow of `path` (layer coordinates, within `bounds`) straight onto the surface, beneath the
    /// layer.
    func drawShadow(of path: RasterPath, bounds: CGRect, _ shadow: LayerShadow, projection: Projective2D,
                    into surface: inout Surface, alpha: Double) {
        let shape = shadow.extent(of: bounds)
        guard let deviceArea = projection.projectedBounds(of: shape) else { return }
        let box = PixelBox(covering: deviceArea).expanded(by: 1).intersection(surface.box)
        guard !box.isEmpty else { return }
        var coverage = Mask.sized(width: box.width, height: box.height, value: 0)
        let offset = Transform2D.translation(Double(shadow.offset.width), Double(shadow.offset.height))
        let toBox = projection.followed(by: .translation(Double(-box.x0), Double(-box.y0))).affine
        painter.fill(path, into: &coverage, transform: offset.concatenating(toBox))
        ShadowBlur.blur(&coverage, sigma: shadow.deviceSigma(scale: projection.averageScale))
        painter.fill(mask: coverage, x: box.x0 - surface.box.x0, y: box.y0 - surface.box.y0, in: &surface.pixmap,
                     paint: Paint(.solid(shadow.color), alpha: alpha), clip: surface.clip)
    }
}
