import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Article 002 §5's custom progress layer ("自定义layer"): a line from ``origin`` that, as ``progress`` grows to a
/// half, bends down at the progress point by up to `MAX_OFFSET` (25 points) and straightens again at the end; the
/// done part green, the rest light grey, both 5 points wide with round caps.
///
/// `drawInContext:` draws the grey line from the progress point to the end first and the green one from the origin
/// to the progress point last, so that the green end cap stays round over the grey; at progress 0 there is no
/// green dot.
///
/// Its properties are plain stored ones, as the article's instance variables are: the model layer draws, and
/// presentation copies (which, as on iOS without an `initWithLayer:` override, do not carry them) are not asked.
class WavyProgressLayer: CALayer {
    /// `MAX_OFFSET`: how far the line bends down at half progress.
    static let maxOffset: CGFloat = 25

    /// The progress, 0 … 1 (a value outside is clamped); setting it redraws the layer.
    var progress: CGFloat = 0 {
        didSet {
            progress = min(1, max(0, progress))
            setNeedsDisplay()
        }
    }

    /// Where the line starts, in the layer's coordinates.
    var origin = CGPoint(x: 25, y: 150)
    /// `MAX_LENGTH`: the line's horizontal length.
    var maxLength: CGFloat = 364
    /// `_maxOffset`: the bend at half progress.
    var maxOffset = WavyProgressLayer.maxOffset

    /// The progress point: `(origin.x + MAX_LENGTH · p, origin.y + maxOffset · (1 − |p − 0.5| · 2))`.
    var offsetPoint: CGPoint {
        CGPoint(x: origin.x + maxLength * progress, y: origin.y + maxOffset * (1 - abs((progress - 0.5) * 2)))
    }

    override func draw(in ctx: CGContext) {
        let offset = offsetPoint
        let mPath = CGMutablePath()
        mPath.move(to: offset)
        mPath.addLine(to: CGPoint(x: origin.x + maxLength, y: origin.y))
        setPath(mPath, on: ctx, color: UIColor.lightGray.cgColor)

        if progress != 0 {
            let mPath = CGMutablePath()
            mPath.move(to: origin)
            mPath.addLine(to: offset)
            setPath(mPath, on: ctx, color: UIColor.green.cgColor)
        }
    }

    /// The article's `setPath:onContext:color:`: strokes `path` 5 points wide with round caps in `color`.
    func setPath(_ path: CGPath, on ctx: CGContext, color: CGColor) {
        ctx.addPath(path)
        ctx.setStrokeColor(color)
        ctx.setLineWidth(5)
        ctx.setLineCap(.round)
        ctx.strokePath()
    }
}
