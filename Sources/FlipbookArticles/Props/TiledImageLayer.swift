import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// A layer whose background is an image repeated from its top-left corner — what UIKit's
/// `UIColor(patternImage:)` gives a view's `backgroundColor` (article 002's `background.jpg` and `bg.jpg`). The
/// tiles are drawn in `draw(in:)` at the image's size in points (one point per pixel).
final class TiledImageLayer: CALayer {
    /// The tile.
    var image: CGImage?

    override init() {
        super.init()
    }

    required init(layer: Any) {
        super.init(layer: layer)
        image = (layer as? TiledImageLayer)?.image
    }

    override func draw(in ctx: CGContext) {
        guard let image, image.width > 0, image.height > 0 else { return }
        let tile = CGSize(width: image.width, height: image.height)
        // The context is y-down; flip each tile so the image stays upright (see `CALayer.draw(in:)`).
        var y = bounds.minY
        while y < bounds.maxY {
            var x = bounds.minX
            while x < bounds.maxX {
                ctx.saveGState()
                ctx.translateBy(x: x, y: y + tile.height)
                ctx.scaleBy(x: 1, y: -1)
                ctx.draw(image, in: CGRect(origin: .zero, size: tile))
                ctx.restoreGState()
                x += tile.width
            }
            y += tile.height
        }
    }
}
