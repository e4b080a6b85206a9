import Foundation

extension CGContext {
    /// Discards the current path.
    public func beginPath() {
        currentPath = PathData()
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        currentPath.append(PathElement.move(point).applying(state.ctm))
    }

    /// Appends a line from the current point to `point` (ignored without a current point).
    public func addLine(to point: CGPoint) {
        currentPath.append(PathElement.line(point).applying(state.ctm))
    }

    /// Appends a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.append(PathElement.cubic(control1, control2, end).applying(state.ctm))
    }

    /// Appends a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.append(PathElement.quad(control, end).applying(state.ctm))
    }

    /// Closes the current subpath.
    public func closePath() {
        currentPath.append(.close)
    }

    /// Appends a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) {
        currentPath.appendRect(rect, transform: state.ctm)
    }

    /// Appends rectangles as closed subpaths.
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { currentPath.appendRect(rect, transform: state.ctm) }
    }

    /// Appends a move to the first point and lines through the others.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Appends an ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) {
        currentPath.appendEllipse(in: rect, transform: state.ctm)
    }

    /// Appends a circular arc, with the same rules as
    /// ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``: `clockwise` is meant
    /// in the y-up user space, so it looks counterclockwise once the CTM is flipped UIKit-style.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let sweep = ArcApproximation.sweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        currentPath.appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep,
                              transform: state.ctm)
    }

    /// Appends an arc tangent to the lines from the current point to `tangent1End` and from `tangent1End`
    /// to `tangent2End` (see ``CGMutablePath/addArc(tangent1End:tangent2End:radius:transform:)``).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.appendTangentArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius,
                                     transform: state.ctm)
    }

    /// Appends the elements of `path`, mapped by the CTM.
    public func addPath(_ path: CGPath) {
        for element in path.data.elements { currentPath.append(element.applying(state.ctm)) }
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.elements.isEmpty }

    /// The current point of the current path in user space (`.zero` when the path is empty).
    public var currentPointOfPath: CGPoint {
        guard let point = currentPath.currentPoint else { return .zero }
        return point.applying(state.ctm.inverted())
    }
}
