import Foundation
import FlipbookRaster

extension CGContext {
    // MARK: Painting the current path

    /// Fills the current path with the fill colour, then clears the path. Open subpaths are closed
    /// implicitly.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(takeCurrentPath(), fill: rule, stroke: false)
    }

    /// Strokes the current path with the stroke colour and line style, then clears the path.
    public func strokePath() {
        paint(takeCurrentPath(), fill: nil, stroke: true)
    }

    /// Fills and/or strokes the current path as `mode` says (the fill first), then clears the path. A
    /// shadow is cast once, by the combined result.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = takeCurrentPath()
        switch mode {
        case .fill: paint(path, fill: .winding, stroke: false)
        case .eoFill: paint(path, fill: .evenOdd, stroke: false)
        case .stroke: paint(path, fill: nil, stroke: true)
        case .fillStroke: paint(path, fill: .winding, stroke: true)
        case .eoFillStroke: paint(path, fill: .evenOdd, stroke: true)
        }
    }

    // MARK: Shapes (the current path is left alone)

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Fills each rectangle with the fill colour (overlaps are painted once).
    public func fill(_ rects: [CGRect]) {
        var path = PathData()
        for rect in rects { path.appendRect(rect, transform: state.ctm) }
        paint(path, fill: .winding, stroke: false)
    }

    /// Strokes the outline of `rect` with the current line style.
    public func stroke(_ rect: CGRect) {
        var path = PathData()
        path.appendRect(rect, transform: state.ctm)
        paint(path, fill: nil, stroke: true)
    }

    /// Strokes the outline of `rect` with line width `width`, leaving the state's line width unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        state.lineWidth = saved
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        var path = PathData()
        path.appendEllipse(in: rect, transform: state.ctm)
        paint(path, fill: .winding, stroke: false)
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        var path = PathData()
        path.appendEllipse(in: rect, transform: state.ctm)
        paint(path, fill: nil, stroke: true)
    }

    /// Makes `rect` fully transparent (black in contexts without alpha), within the clip. Alpha, blend mode
    /// and shadow do not apply.
    public func clear(_ rect: CGRect) {
        var path = PathData()
        path.appendRect(rect, transform: state.ctm)
        let raster = path.raster
        let transform = baseToDevice
        let antialias = state.shouldAntialias
        perform(deviceBounds: deviceBounds(of: raster, transform: transform), shadowed: false) { target, _, clip, toTarget in
            painter.fill(raster, in: &target, paint: .solid(.black), transform: transform.raster.concatenating(toTarget),
                         blend: .clear, clip: clip, antialias: antialias)
        }
    }

    // MARK: Internals

    /// The current path, which is emptied.
    func takeCurrentPath() -> PathData {
        defer { currentPath = PathData() }
        return currentPath
    }

    /// The stroke outline of `path` (default user space) in the current user space, with the state's line
    /// style, and the factor by which a dash pattern too fine to cut multiplies the stroke's alpha (see
    /// `StrokeStyle.resolvingFineDashes`); `nil` when the CTM cannot be inverted. Only dashes that can reach the
    /// bitmap, directly or through the shadow, are cut.
    func strokeOutline(of path: PathData) -> (outline: RasterPath, alpha: Double)? {
        let ctm = state.ctm
        guard ctm.a * ctm.d - ctm.b * ctm.c != 0 else { return nil }
        let inverse = ctm.inverted()
        let toDevice = userToDevice.raster
        let scale = toDevice.maxScale
        let width = state.lineWidth > 0 ? Double(state.lineWidth) : 1 / scale
        let (style, alpha) = StrokeStyle(width: width, cap: state.lineCap.raster, join: state.lineJoin.raster,
                                         miterLimit: Double(state.miterLimit),
                                         dashes: state.dashLengths.map(Double.init), dashPhase: Double(state.dashPhase))
            .resolvingFineDashes(pixelsPerUnit: scale)
        let outline = Stroker.outline(of: path.applying(inverse).raster, style: style,
                                      tolerance: FlattenedPath.defaultTolerance / scale,
                                      visible: style.visibleBox(of: reachableDeviceBox, userToDevice: toDevice))
        return (outline, alpha)
    }

    /// The device box (pixels, y down) whose drawing can reach the bitmap: the bitmap, grown by the shadow's
    /// offset (no more than a shadow that still reaches the bitmap can have) and blur margin (3σ) when a shadow
    /// is set, since content beyond the edges casts its shadow in.
    var reachableDeviceBox: BoundingBox {
        var margin = (x: 0.0, y: 0.0)
        if let shadow = state.shadow {
            let spread = 1.5 * Double(shadow.blur) + 2
            margin = (min(abs(Double(shadow.offset.width)), Double(width) + 2 * spread) + spread,
                      min(abs(Double(shadow.offset.height)), Double(height) + 2 * spread) + spread)
        }
        return BoundingBox(minX: -margin.x, minY: -margin.y, maxX: Double(width) + margin.x,
                           maxY: Double(height) + margin.y)
    }

    /// Fills (with `fill`'s rule, when given) and/or strokes `path`, given in the default user space, as
    /// one drawing operation.
    func paint(_ path: PathData, fill rule: CGPathFillRule?, stroke: Bool) {
        guard !path.elements.isEmpty else { return }
        var bounds = CGRect.null
        var fillShape: RasterPath?
        if rule != nil {
            let shape = path.raster
            bounds = bounds.union(deviceBounds(of: shape, transform: baseToDevice))
            fillShape = shape
        }
        let stroked = stroke ? strokeOutline(of: path) : nil
        let outline = stroked?.outline
        if let outline { bounds = bounds.union(deviceBounds(of: outline, transform: userToDevice)) }
        let fillTransform = baseToDevice.raster
        let strokeTransform = userToDevice.raster
        let fillColoring = (color: state.fillColor, pattern: state.fillPattern)
        let strokeColoring = (color: state.strokeColor, pattern: state.strokePattern)
        let alpha = Double(state.alpha)
        let filter = state.interpolationQuality.raster
        let antialias = state.shouldAntialias
        perform(deviceBounds: bounds) { target, blend, clip, toTarget in
            func paint(_ color: RasterColor, _ pattern: CGPattern?) -> Paint? {
                guard let pattern else { return Paint(.solid(color), alpha: alpha) }
                let area = PixelRegion(covering: bounds.offsetBy(dx: toTarget.tx, dy: toTarget.ty),
                                       within: PixelRegion(x0: 0, y0: 0, x1: target.width, y1: target.height))
                return pattern.paint(patternToTarget: strokeTransform.concatenating(toTarget), x0: area.x0, y0: area.y0,
                                     x1: area.x1, y1: area.y1, filter: filter, alpha: alpha)
            }
            if let fillShape, let rule, let fillPaint = paint(fillColoring.color, fillColoring.pattern) {
                painter.fill(fillShape, in: &target, paint: fillPaint, rule: rule.raster,
                             transform: fillTransform.concatenating(toTarget), blend: blend, clip: clip,
                             antialias: antialias)
            }
            if let outline, var strokePaint = paint(strokeColoring.color, strokeColoring.pattern) {
                strokePaint.alpha *= stroked?.alpha ?? 1
                painter.fill(outline, in: &target, paint: strokePaint, rule: .nonZero,
                             transform: strokeTransform.concatenating(toTarget), blend: blend, clip: clip,
                             antialias: antialias)
            }
        }
    }
}
