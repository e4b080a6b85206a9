import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// What a `CAGradientLayer` draws, taken from its values when a frame is drawn: the resolved stops
/// (``GradientStops``), the end points in the layer's coordinates, the type, and the layer's shape.
///
/// Geometry, as Apple's headers give it: the unit points map onto the bounds ((0, 0) top-left, (1, 1)
/// bottom-right); axial runs from the start to the end point; radial fills the ellipse centred at the start point
/// whose half-width and half-height are the end point's distances from it along x and y; conic turns around the
/// start point from the direction of the end point, towards positive y. Beyond the ends the end colours continue.
/// Where Apple leaves the outcome undefined, the choice is documented in docs/content-layers.md: an axial gradient
/// whose points coincide and a radial one with a zero half-width or half-height fill the layer with the last
/// colour (every point is at or past the end), a conic one whose points coincide starts along positive x.
struct GradientDrawing {
    let stops: GradientStops
    let type: CAGradientLayerType
    /// The end points in the layer's coordinates.
    let start: CGPoint
    let end: CGPoint
    let bounds: CGRect
    /// The layer's shape, the gradient's clip: the bounds, its corners rounded as the background's (``LayerShape``,
    /// as the compositor draws it); nothing outside the bounds (the compositor keeps class content to the bounds
    /// only under `masksToBounds`).
    let outline: CGPath

    /// The drawing of `layer`'s gradient, or `nil` when it draws none: no usable colours, empty or non-finite
    /// bounds, or a NaN or infinite point.
    init?(_ layer: CAGradientLayer) {
        guard let stops = GradientStops(colors: layer.colors, locations: layer.locations) else { return nil }
        let bounds = layer.bounds
        let unitStart = layer.startPoint, unitEnd = layer.endPoint
        guard bounds.width > 0, bounds.height > 0,
              [unitStart.x, unitStart.y, unitEnd.x, unitEnd.y].allSatisfy(\.isFinite) else { return nil }
        func place(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        self.stops = stops
        self.type = layer.type
        self.start = place(unitStart)
        self.end = place(unitEnd)
        self.bounds = bounds
        var outline = CGMutablePath()
        LayerShape(layer: layer).append(to: &outline)
        self.outline = outline
    }

    /// Draws the gradient into `context`, whose user space is the layer's coordinates.
    func draw(in context: CGContext) {
        guard let gradient = stops.gradient else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.addPath(outline)
        context.clip()
        let extend: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        let dx = end.x - start.x, dy = end.y - start.y
        switch type {
        case .radial:
            let radiusX = abs(dx), radiusY = abs(dy)
            guard radiusX > 0, radiusY > 0 else { return fillWithLastColor(context) }
            context.translateBy(x: start.x, y: start.y)
            context.scaleBy(x: radiusX, y: radiusY)
            context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                       options: extend)
        case .conic:
            let angle = dx == 0 && dy == 0 ? 0 : atan2(dy, dx)
            context.drawConicGradient(gradient, center: start, angle: angle)
        default:
            guard dx != 0 || dy != 0 else { return fillWithLastColor(context) }
            context.drawLinearGradient(gradient, start: start, end: end, options: extend)
        }
    }

    /// Fills the layer with the colour past the last stop.
    private func fillWithLastColor(_ context: CGContext) {
        context.setFillColor(stops.lastColor)
        context.fill(bounds)
    }
}
