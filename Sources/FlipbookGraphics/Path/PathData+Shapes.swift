import Foundation

/// The shapes `CGMutablePath` and the `CGPath` convenience initializers append.
extension PathData {
    mutating func appendRect(_ rect: CGRect, transform: CGAffineTransform) {
        let r = rect.standardized
        append(PathElement.move(CGPoint(x: r.minX, y: r.minY)).applying(transform))
        append(PathElement.line(CGPoint(x: r.maxX, y: r.minY)).applying(transform))
        append(PathElement.line(CGPoint(x: r.maxX, y: r.maxY)).applying(transform))
        append(PathElement.line(CGPoint(x: r.minX, y: r.maxY)).applying(transform))
        append(.close)
    }

    mutating func appendEllipse(in rect: CGRect, transform: CGAffineTransform) {
        let r = rect.standardized
        let unitToEllipse = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        append(PathElement.move(CGPoint(x: 1, y: 0)).applying(unitToEllipse))
        for curve in ArcApproximation.curves(center: .zero, radius: 1, startAngle: 0, sweep: 2 * .pi,
                                             transform: unitToEllipse) {
            append(curve)
        }
        append(.close)
    }

    /// A rounded rectangle starting at `(minX + cornerWidth, minY)` and running counterclockwise in y-up
    /// space, each corner a quarter ellipse of radii `cornerWidth` × `cornerHeight`. Corner sizes are clamped
    /// to `0...half the side` (Apple traps on larger ones); a zero corner gives a plain rectangle.
    mutating func appendRoundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                                    transform: CGAffineTransform) {
        let r = rect.standardized
        let cw = min(max(cornerWidth, 0), r.width / 2)
        let ch = min(max(cornerHeight, 0), r.height / 2)
        guard cw > 0, ch > 0 else {
            appendRect(r, transform: transform)
            return
        }
        let corners: [(center: CGPoint, startAngle: CGFloat, lineEnd: CGPoint)] = [
            (CGPoint(x: r.maxX - cw, y: r.minY + ch), -.pi / 2, CGPoint(x: r.maxX - cw, y: r.minY)),
            (CGPoint(x: r.maxX - cw, y: r.maxY - ch), 0, CGPoint(x: r.maxX, y: r.maxY - ch)),
            (CGPoint(x: r.minX + cw, y: r.maxY - ch), .pi / 2, CGPoint(x: r.minX + cw, y: r.maxY)),
            (CGPoint(x: r.minX + cw, y: r.minY + ch), .pi, CGPoint(x: r.minX, y: r.minY + ch)),
        ]
        append(PathElement.move(CGPoint(x: r.minX + cw, y: r.minY)).applying(transform))
        for corner in corners {
            appendLineUnlessAtCurrentPoint(to: corner.lineEnd.applying(transform))
            let unitToCorner = CGAffineTransform(a: cw, b: 0, c: 0, d: ch, tx: corner.center.x, ty: corner.center.y)
                .concatenating(transform)
            for curve in ArcApproximation.curves(center: .zero, radius: 1, startAngle: corner.startAngle,
                                                 sweep: .pi / 2, transform: unitToCorner) {
                append(curve)
            }
        }
        append(.close)
    }

    /// An arc: a line from the current point to the arc's start (or a move when there is no current
    /// point), then the arc's curves. A negative or non-finite radius appends nothing.
    mutating func appendArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat,
                            transform: CGAffineTransform) {
        guard radius >= 0, radius.isFinite, startAngle.isFinite, sweep.isFinite else { return }
        let start = ArcApproximation.point(center: center, radius: radius, angle: startAngle).applying(transform)
        if currentPoint == nil {
            append(.move(start))
        } else {
            appendLineUnlessAtCurrentPoint(to: start)
        }
        for curve in ArcApproximation.curves(center: center, radius: radius, startAngle: startAngle, sweep: sweep,
                                             transform: transform) {
            append(curve)
        }
    }

    /// An arc tangent to the line from the current point to `tangent1End` and to the line from
    /// `tangent1End` to `tangent2End` (like `arcTo` in PostScript and HTML canvas). Without a current point
    /// the path moves to `tangent1End`; when the points are collinear or the radius is zero, it draws a line
    /// to `tangent1End`.
    mutating func appendTangentArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                   transform: CGAffineTransform) {
        guard let current = currentPoint else {
            append(PathElement.move(p1).applying(transform))
            return
        }
        let p0 = current.applying(transform.inverted())
        let d1 = CGVector(dx: p1.x - p0.x, dy: p1.y - p0.y)
        let d2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let length1 = (d1.dx * d1.dx + d1.dy * d1.dy).squareRoot()
        let length2 = (d2.dx * d2.dx + d2.dy * d2.dy).squareRoot()
        let cross = d1.dx * d2.dy - d1.dy * d2.dx
        guard radius > 0, radius.isFinite, length1 > 0, length2 > 0,
              abs(cross) > 1e-12 * length1 * length2 else {
            appendLineUnlessAtCurrentPoint(to: p1.applying(transform))
            return
        }
        let u1 = CGVector(dx: d1.dx / length1, dy: d1.dy / length1)
        let u2 = CGVector(dx: d2.dx / length2, dy: d2.dy / length2)
        // The turning angle between the two lines; the arc spans it.
        let turn = atan2(u1.dx * u2.dy - u1.dy * u2.dx, u1.dx * u2.dx + u1.dy * u2.dy)
        let tangentDistance = radius * tan(abs(turn) / 2)
        let tangentPoint1 = CGPoint(x: p1.x - u1.dx * tangentDistance, y: p1.y - u1.dy * tangentDistance)
        // The centre lies to the left of the first line for a left (counterclockwise) turn.
        let side: CGFloat = turn > 0 ? 1 : -1
        let center = CGPoint(x: tangentPoint1.x - side * u1.dy * radius, y: tangentPoint1.y + side * u1.dx * radius)
        let startAngle = atan2(tangentPoint1.y - center.y, tangentPoint1.x - center.x)
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: turn, transform: transform)
    }
}
