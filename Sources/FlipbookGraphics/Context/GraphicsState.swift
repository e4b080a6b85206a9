import Foundation
import FlipbookRaster

/// The part of a ``CGContext``'s state that `saveGState`/`restoreGState` save and restore.
struct GraphicsState {
    /// A shadow as set by `setShadow(offset:blur:color:)`.
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: RasterColor
    }

    var ctm = CGAffineTransform.identity
    var fillColor = RasterColor.black
    var strokeColor = RasterColor.black
    /// The pattern of a pattern fill colour (``fillColor`` is then transparent).
    var fillPattern: CGPattern?
    /// The pattern of a pattern stroke colour (``strokeColor`` is then transparent).
    var strokePattern: CGPattern?
    var alpha: CGFloat = 1
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var blendMode = CGBlendMode.normal
    var shadow: Shadow?
    var interpolationQuality = CGInterpolationQuality.default
    var shouldAntialias = true
    /// The clip as an anti-aliased coverage mask in device pixels; `nil` when nothing is clipped.
    var clip: Mask?
}
