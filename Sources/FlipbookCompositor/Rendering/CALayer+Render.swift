import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookRaster

extension CALayer {
    /// Renders the layer and its sublayers into `ctx`, in the layer's coordinate space mapped onto the
    /// context's current user space (the layer's own `position` and `transform` are not applied).
    ///
    /// As Apple's: it draws the receiver's values — call it on `presentation()` to draw what is on screen
    /// mid-animation — with shadows, backgrounds, contents, sublayers, borders, masks and group opacity. Layers of
    /// the tree still marked with `setNeedsLayout()`/`setNeedsDisplay()` (a `CATextLayer` whose text just changed, a
    /// layer whose `draw(in:)` has not run yet) are laid out and displayed first, as iOS does, in or outside a host.
    /// Unlike Apple's, which skips layers with 3D transforms, layers under perspective are rendered
    /// projected. The tree is composited offscreen and then drawn into the context as one image, through the
    /// context's clip, alpha and blend mode. A UIKit-style context (y down) shows the layer upright; an
    /// unflipped Core Graphics context (y up) shows it upside down, as on Apple platforms.
    public func render(in ctx: CGContext) {
        let ctm = ctx.ctm
        let userToDevice = ctm.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(ctx.height)))
        let projection = Projective2D(Transform2D(a: Double(userToDevice.a), b: Double(userToDevice.b),
                                                  c: Double(userToDevice.c), d: Double(userToDevice.d),
                                                  tx: Double(userToDevice.tx), ty: Double(userToDevice.ty)))
        guard projection.determinant != 0, projection.determinant.isFinite else { return }
        layoutAndDisplayIfNeeded()
        redisplayAnimatedDrawing()
        let compositor = Compositor(frontFacingSign: projection.determinant)
        guard let area = compositor.extent(of: self), let deviceArea = projection.projectedBounds(of: area) else { return }
        let box = PixelBox(covering: deviceArea).expanded(by: 1)
            .intersection(PixelBox(x0: 0, y0: 0, x1: ctx.width, y1: ctx.height))
        guard !box.isEmpty else { return }
        var surface = Surface(box: box)
        compositor.draw(self, projection: projection, flipped: false, into: &surface, alpha: 1)
        let image = CGImage(pixmap: surface.pixmap)
        // Draw in the default user space (y up) so the image lands exactly on the device pixels of `box`.
        ctx.saveGState()
        ctx.concatenate(ctm.inverted())
        ctx.draw(image, in: CGRect(x: box.x0, y: ctx.height - box.y1, width: box.width, height: box.height))
        ctx.restoreGState()
    }
}
