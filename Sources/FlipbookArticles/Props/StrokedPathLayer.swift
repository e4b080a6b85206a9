import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// A layer that draws a path in `draw(in:)`: filled with `fillColor`, then stroked with `strokeColor` at
/// `lineWidth` — what the articles draw with a `CAShapeLayer`, which Flipbook does not have yet (it comes with the
/// content-layers issue). The drawing is static: the path is not animatable.
final class StrokedPathLayer: CALayer {
    /// The path, in the layer's coordinates.
    var path: CGPath?
    /// The fill colour (`nil`: not filled).
    var fillColor: CGColor?
    /// The stroke colour (`nil`: not stroked).
    var strokeColor: CGColor?
    /// The stroke width in points.
    var lineWidth: CGFloat = 1
    /// The dash pattern of the stroke (empty: solid).
    var lineDashPattern: [CGFloat] = []

    override init() {
        super.init()
    }

    required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? StrokedPathLayer else { return }
        path = other.path
        fillColor = other.fillColor
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        lineDashPattern = other.lineDashPattern
    }

    override func draw(in ctx: CGContext) {
        guard let path else { return }
        if let fillColor {
            ctx.addPath(path)
            ctx.setFillColor(fillColor)
            ctx.fillPath()
        }
        if let strokeColor {
            ctx.addPath(path)
            ctx.setStrokeColor(strokeColor)
            ctx.setLineWidth(lineWidth)
            ctx.setLineDash(phase: 0, lengths: lineDashPattern)
            ctx.strokePath()
        }
    }
}
