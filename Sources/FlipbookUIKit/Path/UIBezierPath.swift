import FlipbookGraphics
import Foundation

/// A path of lines and curves with the attributes it is drawn with: UIKit's `UIBezierPath`, a `CGPath` (its
/// ``cgPath``) plus ``lineWidth``, ``lineCapStyle``, ``lineJoinStyle``, ``miterLimit``, a dash and the fill rule.
///
/// Coordinates are UIKit's (y down). Arcs' `clockwise` is clockwise on screen in that space — the opposite of
/// `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)`'s y-up meaning — and the shape
/// initialisers run clockwise on screen from their top-left (rectangles, rounded rectangles) or their rightmost
/// point (ovals), as in UIKit.
open class UIBezierPath: NSObject, NSCopying, @unchecked Sendable {
    private var path = CGMutablePath()

    /// The line width of ``stroke()``. Default 1.
    open var lineWidth: CGFloat = 1
    /// The cap of open subpaths' ends. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// The join between segments. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit of `.miter` joins. Default 10.
    open var miterLimit: CGFloat = 10
    /// The flatness tolerance UIKit renders curves with. Default 0.6; Flipbook's renderer flattens curves to its
    /// own fixed tolerance and does not read it.
    open var flatness: CGFloat = 0.6
    /// Whether ``fill()``, ``addClip()`` and ``contains(_:)`` use the even-odd rule (else non-zero winding).
    /// Default `false`.
    open var usesEvenOddFillRule: Bool = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle: from `rect`'s top-left corner, clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed oval inscribed in `rect`: from its rightmost point, clockwise on screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rectangle with all corners rounded by circular arcs of `cornerRadius` (clamped to half the
    /// shorter side; negative or NaN is 0). UIKit draws slightly smoother "continuous" corners; Flipbook
    /// draws circular ones.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A closed rectangle with `corners` rounded by circular arcs of radius `cornerRadii.width` (clamped to half
    /// the shorter side; negative or NaN is 0). As in UIKit, `cornerRadii.height` is not used.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        RoundedRectOutline(rect: rect.standardized, corners: corners, radius: cornerRadii.width).append(to: path)
    }

    /// An open arc of a circle: `startAngle` to `endAngle` (radians, from +x towards +y, y down), clockwise on
    /// screen when `clockwise`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath` (copied).
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    // MARK: The path

    /// The Core Graphics path: an immutable copy of the elements; setting it replaces them (the drawing
    /// attributes are kept).
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(rect: .null, transform: nil) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The last point added; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included.
    open var bounds: CGRect { path.boundingBox }

    /// Whether `point` is inside the area the path fills (with the even-odd rule when
    /// ``usesEvenOddFillRule``).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: fillRule)
    }

    // MARK: Construction

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Appends a straight line to `point` (ignored without a current point).
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Appends a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Appends a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Appends an arc of a circle (a line from the current point to its start first, when there is one),
    /// clockwise on screen (y down) when `clockwise`. A start/end difference of a full turn or more draws a
    /// whole circle; a negative radius appends nothing.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        // UIKit's clockwise is on a y-down screen; Core Graphics' is in y-up space.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a straight line to its start.
    open func close() {
        path.closeSubpath()
    }

    /// Removes every element.
    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        var transform = transform
        path = path.mutableCopy(using: &transform) ?? path
    }

    // MARK: Drawing

    /// Sets the dash of ``stroke()``: the first `count` lengths of `pattern` (on, off, …), starting `phase` into
    /// it; a `nil` pattern or a count of 0 draws solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashPattern = []
            dashPhase = 0
            return
        }
        dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    /// Fills the area the path encloses with the current context's fill colour (``UIColor/setFill()``); does
    /// nothing without a current graphics context.
    open func fill() {
        draw { context in context.fillPath(using: fillRule) }
    }

    /// Strokes the path with the current context's stroke colour (``UIColor/setStroke()``) and the path's line
    /// attributes; does nothing without a current graphics context.
    open func stroke() {
        draw { context in
            applyLineAttributes(to: context)
            context.strokePath()
        }
    }

    /// Fills the path with the fill colour, blended by `blendMode` at `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.fillPath(using: fillRule)
        }
    }

    /// Strokes the path with the stroke colour, blended by `blendMode` at `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            applyLineAttributes(to: context)
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.strokePath()
        }
    }

    /// Intersects the current context's clip with the area the path encloses.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: fillRule)
    }

    /// Runs `body` with the path as the current context's path, the graphics state saved around it.
    private func draw(_ body: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.beginPath()
        context.addPath(path)
        body(context)
    }

    private func applyLineAttributes(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }

    private var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    // MARK: Copying

    /// A copy with the same elements and drawing attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }
}
