import FlipbookGraphics
import Foundation

/// The drawing environment of a ``UIGraphicsImageRenderer`` block: its Core Graphics context and the image drawn
/// so far.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    /// The Core Graphics context (also ``UIGraphicsGetCurrentContext()`` during the block): user space in
    /// points, origin at the renderer's bounds origin, y down.
    public let cgContext: CGContext
    /// The format of the image being drawn.
    public let format: UIGraphicsImageRendererFormat
    private let bitmap: ImageBitmapContext

    init(bitmap: ImageBitmapContext, format: UIGraphicsImageRendererFormat) {
        self.bitmap = bitmap
        cgContext = bitmap.context
        self.format = format
    }

    /// The drawing so far, as an image.
    open var currentImage: UIImage {
        bitmap.image ?? UIImage()
    }

    /// Fills `rect` with the fill colour.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the fill colour, blended by `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.fill(rect) }
    }

    /// Strokes the outline of `rect` with the stroke colour and line width.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the outline of `rect`, blended by `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.stroke(rect) }
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }

    private func withBlendMode(_ blendMode: CGBlendMode, _ body: () -> Void) {
        cgContext.saveGState()
        defer { cgContext.restoreGState() }
        cgContext.setBlendMode(blendMode)
        body()
    }
}
