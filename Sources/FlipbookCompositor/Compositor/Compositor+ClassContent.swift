import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookRaster

extension Compositor {
    /// Draws the content a layer class draws itself (``LayerCompositing/contentDrawing``) with `drawing`: into a
    /// transparent context covering the device pixels of the class's content extent on the surface (see
    /// `CALayer.classContentExtent`), whose user space is the layer's coordinates mapped by `projection` (affine
    /// here: under perspective the layer is drawn into a texture first), then composited with `alpha` through the
    /// surface's clip — which holds the layer's own `masksToBounds` clip, the only one that keeps the content to
    /// the bounds.
    func drawContent(of layer: CALayer, with drawing: (CGContext) -> Void, projection: Projective2D,
                     into surface: inout Surface, alpha: Double) {
        guard let extent = layer.classContentExtent, let deviceArea = projection.projectedBounds(of: extent) else {
            return
        }
        let box = PixelBox(covering: deviceArea).expanded(by: 1).intersection(surface.box)
        guard !box.isEmpty,
              let context = CGContext(data: nil, width: box.width, height: box.height, bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return }
        let toBox = projection.followed(by: .translation(Double(-box.x0), Double(-box.y0))).affine
        // The context's default user space is y up; undo that, then map the layer's coordinates onto the box.
        let yDown = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(box.height))
        let layerToBox = CGAffineTransform(a: toBox.a, b: toBox.b, c: toBox.c, d: toBox.d, tx: toBox.tx, ty: toBox.ty)
        context.concatenate(layerToBox.concatenating(yDown))
        drawing(context)
        guard let image = context.makeImage() else { return }
        painter.composite(image.pixmap, x: box.x0 - surface.box.x0, y: box.y0 - surface.box.y0, onto: &surface.pixmap,
                          alpha: alpha, clip: surface.clip)
    }
}
