import Foundation
import FlipbookRaster

/// A raster the compositor draws into: a pixmap covering a box of device pixels (the final frame, or an
/// offscreen group, mask or texture), with the clip left by enclosing `masksToBounds` layers.
struct Surface {
    /// The device pixels the pixmap covers; pixel (0, 0) of the pixmap is device pixel (`box.x0`, `box.y0`).
    let box: PixelBox
    var pixmap: Pixmap
    /// Coverage of the enclosing clips, the pixmap's size; `nil` when nothing clips.
    var clip: Mask?

    /// A transparent surface covering `box`.
    init(box: PixelBox) {
        self.init(box: box, pixmap: Pixmap.sized(width: box.width, height: box.height))
    }

    /// A surface covering `box` with the pixels of `pixmap`, which has the box's size.
    init(box: PixelBox, pixmap: Pixmap) {
        precondition(pixmap.width == box.width && pixmap.height == box.height, "a surface's pixmap has its box's size")
        self.box = box
        self.pixmap = pixmap
    }

    /// The map from device pixels to this surface's pixels.
    var fromDevice: Projective2D { .translation(Double(-box.x0), Double(-box.y0)) }

    /// Intersects the clip with `path`, given in device pixels after `transform`.
    mutating func clip(to path: RasterPath, transform: Transform2D, painter: Painter) {
        let toSurface = transform.concatenating(.translation(Double(-box.x0), Double(-box.y0)))
        if var mask = clip {
            painter.clip(&mask, to: path, transform: toSurface)
            clip = mask
        } else {
            // The first clip is the path's coverage itself.
            var mask = Mask.sized(width: box.width, height: box.height, value: 0)
            painter.fill(path, into: &mask, transform: toSurface)
            clip = mask
        }
    }
}
