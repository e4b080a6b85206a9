import FlipbookGraphics
import Foundation

/// What a `CAShapeLayer` paints, taken from its (presentation) values: the path filled, then the stroke of the
/// part between `strokeStart` and `strokeEnd` drawn over it. Taking the values is cheap; the path is trimmed when
/// it is drawn.
struct ShapeDrawing {
    let path: CGPath
    /// The fill colour and rule; `nil` when nothing is filled.
    let fill: (color: CGColor, rule: CGPathFillRule)?
    /// The stroke colour and the fractions of the path's length it covers (`start < end`, within 0…1); `nil`
    /// when nothing is stroked.
    let stroke: (color: CGColor, start: CGFloat, end: CGFloat)?
    let lineWidth: CGFloat
    let lineCap: CGLineCap
    let lineJoin: CGLineJoin
    let miterLimit: CGFloat
    let dashPhase: CGFloat
    let dashLengths: [CGFloat]

    /// The drawing of `layer`'s shape, or `nil` when it paints nothing: no path, or neither a fill colour nor a
    /// stroke that covers any of the path. A stroke needs a finite, positive `lineWidth`.
    init?(_ layer: CAShapeLayer) {
        guard let path = layer.path, !path.isEmpty else { return nil }
        self.path = path
        fill = layer.fillColor.map { ($0, layer.fillRule.pathFillRule) }
        let width = layer.lineWidth
        let start = min(max(layer.strokeStart, 0), 1), end = min(max(layer.strokeEnd, 0), 1)
        if let color = layer.strokeColor, width > 0, width.isFinite, start < end {
            stroke = (color, start, end)
        } else {
            stroke = nil
        }
        guard fill != nil || stroke != nil else { return nil }
        lineWidth = width
        lineCap = layer.lineCap.lineCap
        lineJoin = layer.lineJoin.lineJoin
        miterLimit = layer.miterLimit
        dashPhase = layer.lineDashPhase
        dashLengths = (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
    }

    /// The area the drawing can paint, in the layer's coordinates: the path's box, grown by the farthest the
    /// stroke can reach from the path (half the line width, times the miter limit for miter joins and √2 for
    /// square caps).
    var extent: CGRect {
        let box = path.boundingBoxOfPath
        guard stroke != nil else { return box }
        var reach: CGFloat = 1
        if lineJoin == .miter { reach = max(reach, miterLimit.isFinite ? miterLimit : 1) }
        if lineCap == .square { reach = max(reach, 2.squareRoot()) }
        let half = lineWidth / 2 * reach
        return box.insetBy(dx: -half, dy: -half)
    }

    /// The part of the path the stroke covers.
    var strokedPath: CGPath? {
        guard let stroke else { return nil }
        if stroke.start == 0 && stroke.end == 1 { return path }
        return PathMeasurement(path).trimmedPath(fromFraction: stroke.start, toFraction: stroke.end)
    }

    /// Fills, then strokes, into `context` (whose user space is the layer's coordinates).
    func draw(in context: CGContext) {
        if let fill {
            context.addPath(path)
            context.setFillColor(fill.color)
            context.fillPath(using: fill.rule)
        }
        if let stroke, let strokedPath, !strokedPath.isEmpty {
            context.addPath(strokedPath)
            context.setStrokeColor(stroke.color)
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCap)
            context.setLineJoin(lineJoin)
            context.setMiterLimit(miterLimit)
            context.setLineDash(phase: dashPhase, lengths: dashLengths)
            context.strokePath()
        }
    }
}
