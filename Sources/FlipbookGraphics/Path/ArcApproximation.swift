import Foundation
import FlipbookRaster

/// Circular arcs as cubic Bézier curves, the way Core Graphics stores them: at most a quarter turn per
/// curve, control points at `4/3·tan(θ/4)` of the radius along the tangents (radial error < 0.03 %).
enum ArcApproximation {
    /// The point at `angle` on the circle (angles counterclockwise in y-up space).
    static func point(center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        let (cosine, sine) = cosineAndSine(angle)
        return CGPoint(x: center.x + radius * cosine, y: center.y + radius * sine)
    }

    /// `(cos(angle), sin(angle))`, exact at multiples of a quarter turn so that ellipses and rounded
    /// rectangles meet their bounding rectangle exactly.
    static func cosineAndSine(_ angle: CGFloat) -> (CGFloat, CGFloat) {
        let quarters = angle / (CGFloat.pi / 2)
        if quarters == quarters.rounded(), abs(quarters) < 1_000_000 {
            switch ((Int(quarters) % 4) + 4) % 4 {
            case 0: return (1, 0)
            case 1: return (0, 1)
            case 2: return (-1, 0)
            default: return (0, -1)
            }
        }
        return (cos(angle), sin(angle))
    }

    /// The cubic curves of an arc from `startAngle` sweeping `sweep` radians (positive = counterclockwise
    /// in y-up space), transformed by `transform`. The arc starts at `point(center, radius, startAngle)`; turns
    /// beyond the first are dropped (see `ArcSweep.bounded`), so there are at most eight curves.
    static func curves(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat,
                       transform: CGAffineTransform) -> [PathElement] {
        guard sweep != 0, sweep.isFinite else { return [] }
        let sweep = ArcSweep.bounded(sweep)
        let count = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        var elements: [PathElement] = []
        var angle = startAngle
        for index in 0..<count {
            let nextAngle = index == count - 1 ? startAngle + sweep : angle + step
            let (cos0, sin0) = cosineAndSine(angle)
            let (cos1, sin1) = cosineAndSine(nextAngle)
            let p0 = CGPoint(x: center.x + radius * cos0, y: center.y + radius * sin0)
            let p3 = CGPoint(x: center.x + radius * cos1, y: center.y + radius * sin1)
            let c1 = CGPoint(x: p0.x - k * radius * sin0, y: p0.y + k * radius * cos0)
            let c2 = CGPoint(x: p3.x + k * radius * sin1, y: p3.y - k * radius * cos1)
            elements.append(PathElement.cubic(c1, c2, p3).applying(transform))
            angle = nextAngle
        }
        return elements
    }

    /// The sweep of `addArc(center:radius:startAngle:endAngle:clockwise:)`: counterclockwise (in y-up
    /// space) unless `clockwise`; a difference of a full turn or more draws a full circle, anything else is
    /// reduced to less than a full turn in the requested direction.
    static func sweep(startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) -> CGFloat {
        let fullTurn = 2 * CGFloat.pi
        if clockwise {
            let difference = startAngle - endAngle
            if difference >= fullTurn { return -fullTurn }
            let reduced = difference - fullTurn * (difference / fullTurn).rounded(.down)
            return -reduced
        } else {
            let difference = endAngle - startAngle
            if difference >= fullTurn { return fullTurn }
            return difference - fullTurn * (difference / fullTurn).rounded(.down)
        }
    }
}
