import Foundation

/// A mutable graphics path.
///
/// Every method takes an optional `transform` applied to the geometry before it is appended. A line or
/// curve added without a current point is ignored (Core Graphics logs "no current point" and ignores it too).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty mutable path.
    public init() {
        super.init(data: PathData())
    }

    override init(data: PathData) {
        super.init(data: data)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        mutate { $0.append(PathElement.move(point).applying(transform)) }
    }

    /// Appends a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        mutate { $0.append(PathElement.line(point).applying(transform)) }
    }

    /// Appends a quadratic Bézier curve from the current point to `end` with control point `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        mutate { $0.append(PathElement.quad(control, end).applying(transform)) }
    }

    /// Appends a cubic Bézier curve from the current point to `end` with control points `control1`, `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        mutate { $0.append(PathElement.cubic(control1, control2, end).applying(transform)) }
    }

    /// Closes the current subpath with a line back to its start point; ignored without an open subpath.
    public func closeSubpath() {
        mutate { $0.append(.close) }
    }

    /// Appends a rectangle as a closed subpath (see ``CGPath/init(rect:transform:)`` for the element order).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        mutate { $0.appendRect(rect, transform: transform) }
    }

    /// Appends each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        mutate { data in
            for rect in rects { data.appendRect(rect, transform: transform) }
        }
    }

    /// Appends a move to the first point and lines through the rest (nothing for an empty array).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        mutate { data in
            data.append(PathElement.move(first).applying(transform))
            for point in points.dropFirst() { data.append(PathElement.line(point).applying(transform)) }
        }
    }

    /// Appends an ellipse inscribed in `rect` as a closed subpath (see ``CGPath/init(ellipseIn:transform:)``).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        mutate { $0.appendEllipse(in: rect, transform: transform) }
    }

    /// Appends a rounded rectangle as a closed subpath: it starts at `(minX + cornerWidth, minY)` and runs
    /// counterclockwise in y-up space; each corner is a quarter ellipse with radii `cornerWidth` ×
    /// `cornerHeight`. Corner sizes are clamped to `0...half the side` (Core Graphics traps on larger
    /// ones); a zero corner size gives a plain rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        mutate {
            $0.appendRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform)
        }
    }

    /// Appends a circular arc, preceded by a line from the current point to the arc's start (or a move
    /// when the path has no current point).
    ///
    /// Angles are in radians from the positive x-axis. `clockwise` is meant in Core Graphics' y-up space:
    /// `clockwise: false` sweeps towards increasing angles, which looks counterclockwise with y up and
    /// clockwise in a flipped (UIKit) space. When the angles differ by a full turn or more in the direction
    /// of travel, a full circle is drawn; otherwise the sweep is reduced to less than a full turn, so
    /// `startAngle: 0, endAngle: 2π, clockwise: true` draws nothing. A negative radius appends nothing.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let sweep = ArcApproximation.sweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        mutate {
            $0.appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
        }
    }

    /// Appends an arc of `radius` tangent to the line from the current point to `tangent1End` and to the
    /// line from `tangent1End` to `tangent2End`, preceded by a line to the first tangent point. Without a
    /// current point the path moves to `tangent1End`; collinear points or a zero radius give a line to
    /// `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        mutate {
            $0.appendTangentArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius,
                                transform: transform)
        }
    }

    /// Appends an arc starting at `startAngle` and sweeping `delta` radians (positive = towards increasing
    /// angles, counterclockwise in y-up space; more than a full turn winds several times), preceded by a
    /// line from the current point (or a move when there is none).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        mutate {
            $0.appendArc(center: center, radius: radius, startAngle: startAngle, sweep: delta, transform: transform)
        }
    }

    /// Appends the elements of `path`, transformed by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let elements = path.data.elements
        mutate { data in
            for element in elements { data.append(element.applying(transform)) }
        }
    }
}
