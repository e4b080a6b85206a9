import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookRaster

extension Compositor {
    /// Draws the content a layer class draws itself (``LayerCompositing/contentDrawing``) with `drawing`: into a
    /// transparent context covering the surface, whose user space is the layer's coordinates mapped by
    /// `projection` (affine here: under perspective the layer is drawn into a texture first), then composited
    /// with `alpha` through the surface's clip. The content is kept to the layer's bounds.
    func drawContent(of layer: CALayer, with drawing: (CGContext) -> Void, projection: Projective2D,
                     into surface: inout Surface, alpha: Double) {
        let box = surface.box
        guard !box.isEmpty,
              let context = CGContext(data: nil, width: box.width, height: box.height, bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return }
        let toSurface = projection.followed(by: surface.fromDevice).affine
        // The context's default user space is y up; undo that, then map the layer's coordinates onto the surface.
        let yDown = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(box.height))
        let layerToSurface = CGAffineTransform(a: toSurface.a, b: toSurface.b, c: toSurface.c, d: toSurface.d,
                                               tx: toSurface.tx, ty: toSurface.ty)
        context.concatenate(layerToSurface.concatenating(yDown))
        context.clip(to: layer.bounds)
        drawing(context)
        guard let image = context.makeImage() else { return }
        painter.composite(image.pixmap, x: 0, y: 0, onto: &surface.pixmap, alpha: alpha, clip: surface.clip)
    }
}
