import Foundation
import FlipbookGraphics

extension CALayer {
    /// Draws the layer into a new bitmap the size of its bounds × `contentsScale` and makes it the `contents`.
    ///
    /// The context's CTM is y-down with its origin at the bounds' origin (as iOS sets it up), so a `CGImage`
    /// drawn with `draw(_:in:)` appears upside down unless the CTM is flipped — as the book notes. When
    /// ``contentsAreFlipped()`` is true (an odd number of geometry-flipped layers from this one up to the root) the
    /// CTM is y-up instead, as Core Animation hands such layers a context in their flipped geometry.
    /// Empty or non-finite bounds give `nil` contents.
    func drawContents() {
        contents = drawnContentsImage()
    }

    /// The image ``drawContents()`` makes (`draw(in:)` into a bitmap of the bounds × `contentsScale`), without making
    /// it the `contents`: for a delegate that decides from the drawing whether to keep it (a `UIView` whose class does
    /// not draw keeps no backing image). `nil` for empty or non-finite bounds.
    package func drawnContentsImage() -> CGImage? {
        let scale = attributes.value.contentsScale.isFinite && attributes.value.contentsScale > 0 ? attributes.value.contentsScale : 1
        let width = (_bounds.width * scale).rounded(.up), height = (_bounds.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width * height <= CGFloat(1 << 26),
              let context = CGContext(data: nil, width: Int(width), height: Int(height), bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            return nil
        }
        if contentsAreFlipped() {
            context.scaleBy(x: scale, y: scale)
        } else {
            context.translateBy(x: 0, y: height)
            context.scaleBy(x: scale, y: -scale)
        }
        context.translateBy(x: -_bounds.minX, y: -_bounds.minY)
        draw(in: context)
        return context.makeImage()
    }

    /// Whether the layer's content is implicitly flipped when rendered: true when an odd number of the layer and its
    /// ancestors have ``isGeometryFlipped`` set. `draw(in:)` then receives a y-up context.
    public func contentsAreFlipped() -> Bool {
        var flipped = false
        var layer: CALayer? = self
        while let current = layer {
            if current.isGeometryFlipped { flipped.toggle() }
            layer = current.superlayer
        }
        return flipped
    }
}
