import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// What a `CAShapeLayer` paints, taken from its (presentation) values: the path filled, then the stroke of the
/// part between `strokeStart` and `strokeEnd` drawn over it, dashed from the start of that part. Taking the
/// values is cheap; the path is trimmed and dashed when it is drawn.
///
/// Bad values are kept from doing harm (see docs/content-layers.md, "Bad input"): subpaths with a NaN or
/// infinite point are left out; `strokeStart`/`strokeEnd` are clamped to 0…1 (NaN reads as the default), and
/// nothing is stroked when the start is not before the end; a `lineWidth` that is not positive and finite strokes
/// nothing; a miter limit below 1 or NaN bevels every join, and one above ``maximumMiterLimit`` acts as that limit
/// (so that the stroke's reach stays bounded); a dash pattern with a negative or non-finite length, or only zeros,
/// strokes solid (as Core Graphics does), and so does one that would cut the stroke into more than
/// ``maximumDashCount`` dashes.
struct ShapeDrawing {
    /// The largest miter limit honoured: a miter reaches at most `limit × lineWidth / 2` from the path.
    static let maximumMiterLimit: CGFloat = 1000
    /// The most dashes a stroke is cut into; a finer pattern strokes solid.
    static let maximumDashCount: CGFloat = 100_000

    /// The path, without subpaths that have a non-finite point.
    let path: CGPath
    /// The fill colour and rule; `nil` when nothing is filled.
    let fill: (color: CGColor, rule: CGPathFillRule)?
    /// The stroke colour and the fractions of the path's length it covers (`start < end`, within 0…1); `nil`
    /// when nothing is stroked.
    let stroke: (color: CGColor, start: CGFloat, end: CGFloat)?
    let lineWidth: CGFloat
    let lineCap: CGLineCap
    let lineJoin: CGLineJoin
    /// The miter limit, within 0…``maximumMiterLimit`` (NaN reads as 0: bevelled joins).
    let miterLimit: CGFloat
    let dashPhase: CGFloat
    /// The dash pattern; empty for a solid stroke.
    let dashLengths: [CGFloat]

    /// The drawing of `layer`'s shape, or `nil` when it paints nothing: no path (or none with finite points), or
    /// neither a fill colour nor a stroke that covers any of the path.
    init?(_ layer: CAShapeLayer) {
        guard let path = layer.path.flatMap(Self.finiteSubpaths(of:)) else { return nil }
        self.path = path
        fill = layer.fillColor.map { ($0, layer.fillRule.pathFillRule) }
        let width = layer.lineWidth
        let start = layer.strokeStart.isNaN ? 0 : min(max(layer.strokeStart, 0), 1)
        let end = layer.strokeEnd.isNaN ? 1 : min(max(layer.strokeEnd, 0), 1)
        if let color = layer.strokeColor, width > 0, width.isFinite, start < end {
            stroke = (color, start, end)
        } else {
            stroke = nil
        }
        guard fill != nil || stroke != nil else { return nil }
        lineWidth = width
        lineCap = layer.lineCap.lineCap
        lineJoin = layer.lineJoin.lineJoin
        miterLimit = layer.miterLimit.isNaN ? 0 : min(max(layer.miterLimit, 0), Self.maximumMiterLimit)
        dashPhase = layer.lineDashPhase.isFinite ? layer.lineDashPhase : 0
        let lengths = (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        let usable = lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.contains { $0 > 0 }
        dashLengths = usable ? lengths : []
    }

    /// `path`, or a copy without the subpaths that have a NaN or infinite point; `nil` when nothing is left.
    static func finiteSubpaths(of path: CGPath) -> CGPath? {
        var elements: [(type: CGPathElementType, points: [CGPoint])] = []
        var allFinite = true
        path.applyWithBlock { pointer in
            let element = pointer.pointee
            let points = (0..<element.type.pointCount).map { element.points[$0] }
            allFinite = allFinite && points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
            elements.append((element.type, points))
        }
        if allFinite { return path.isEmpty ? nil : path }
        let kept = CGMutablePath()
        var subpathStart = 0
        for index in elements.indices {
            let isLast = index == elements.count - 1
            guard isLast || elements[index + 1].type == .moveToPoint else { continue }
            let subpath = elements[subpathStart...index]
            if subpath.allSatisfy({ $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }) {
                for element in subpath { kept.append(element.type, element.points) }
            }
            subpathStart = index + 1
        }
        return kept.isEmpty ? nil : kept
    }

    /// The area the drawing can paint, in the layer's coordinates: the path's box, grown by the farthest the
    /// stroke can reach from the path (half the line width, times the miter limit for miter joins and √2 for
    /// square caps).
    var extent: CGRect {
        let box = path.boundingBoxOfPath
        guard stroke != nil else { return box }
        var reach: CGFloat = 1
        if lineJoin == .miter { reach = max(reach, miterLimit) }
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

    /// The dash pattern to stroke `strokedPath` with: ``dashLengths``, or none when the pattern would cut it into
    /// more than ``maximumDashCount`` dashes.
    func dashes(along strokedPath: CGPath) -> [CGFloat] {
        guard !dashLengths.isEmpty else { return [] }
        let period = dashLengths.reduce(0, +)
        return strokedPath.length / period * CGFloat(dashLengths.count) > Self.maximumDashCount ? [] : dashLengths
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
            context.setLineDash(phase: dashPhase, lengths: dashes(along: strokedPath))
            context.strokePath()
        }
    }
}

extension CGMutablePath {
    /// Appends an element of `type` with its `points` (as many as the type carries).
    fileprivate func append(_ type: CGPathElementType, _ points: [CGPoint]) {
        switch type {
        case .moveToPoint: move(to: points[0])
        case .addLineToPoint: addLine(to: points[0])
        case .addQuadCurveToPoint: addQuadCurve(to: points[1], control: points[0])
        case .addCurveToPoint: addCurve(to: points[2], control1: points[0], control2: points[1])
        case .closeSubpath: closeSubpath()
        }
    }
}
