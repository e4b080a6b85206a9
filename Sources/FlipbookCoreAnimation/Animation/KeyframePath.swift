import Foundation
import FlipbookGraphics

/// The keyframes of a path animation: one cubic segment per line or curve element of the path
/// (a move-to starts a new sub-path and is not a keyframe), each measured by arc length.
struct KeyframePath {
    /// One drawn element of the path as a cubic Bézier (lines have their control points on the line).
    struct Segment {
        var start: CGPoint
        var control1: CGPoint
        var control2: CGPoint
        var end: CGPoint
        /// Cumulative arc length at `samples` evenly spaced parameters (first is 0).
        var arcLengths: [Double]

        static let samples = 32

        init(start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint) {
            self.start = start; self.control1 = control1; self.control2 = control2; self.end = end
            var lengths = [0.0]
            var previous = start
            for k in 1...Self.samples {
                let p = Self.point(start, control1, control2, end, Double(k) / Double(Self.samples))
                lengths.append(lengths.last! + Double(hypot(p.x - previous.x, p.y - previous.y)))
                previous = p
            }
            arcLengths = lengths
        }

        var length: Double { arcLengths.last! }

        static func point(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, _ t: Double) -> CGPoint {
            let u = 1 - t
            let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
            return CGPoint(x: w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x,
                           y: w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y)
        }

        /// The point at fraction `u` of the segment's arc length.
        func point(atLengthFraction u: Double) -> CGPoint {
            let target = max(0, min(1, u)) * length
            guard length > 0 else { return end }
            var k = 1
            while k < arcLengths.count - 1 && arcLengths[k] < target { k += 1 }
            let span = arcLengths[k] - arcLengths[k - 1]
            let local = span > 0 ? (target - arcLengths[k - 1]) / span : 0
            let t = (Double(k - 1) + local) / Double(Self.samples)
            return Self.point(start, control1, control2, end, t)
        }
    }

    var segments: [Segment]

    /// Builds the segments of `path`: lines and quadratic curves become cubics, closing a sub-path draws a line
    /// back to its start, and a move-to makes the next segment start at the new point.
    init(_ path: CGPath) {
        var segments: [Segment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        func line(to p: CGPoint) {
            let c1 = CGPoint(x: current.x + (p.x - current.x) / 3, y: current.y + (p.y - current.y) / 3)
            let c2 = CGPoint(x: current.x + 2 * (p.x - current.x) / 3, y: current.y + 2 * (p.y - current.y) / 3)
            segments.append(Segment(start: current, control1: c1, control2: c2, end: p))
            current = p
        }
        path.applyWithBlock { pointer in
            let element = pointer.pointee
            let points = element.points
            switch element.type {
            case .moveToPoint:
                current = points[0]
                subpathStart = current
            case .addLineToPoint:
                line(to: points[0])
            case .addQuadCurveToPoint:
                let q = points[0], end = points[1]
                let c1 = CGPoint(x: current.x + 2 * (q.x - current.x) / 3, y: current.y + 2 * (q.y - current.y) / 3)
                let c2 = CGPoint(x: end.x + 2 * (q.x - end.x) / 3, y: end.y + 2 * (q.y - end.y) / 3)
                segments.append(Segment(start: current, control1: c1, control2: c2, end: end))
                current = end
            case .addCurveToPoint:
                segments.append(Segment(start: current, control1: points[0], control2: points[1], end: points[2]))
                current = points[2]
            case .closeSubpath:
                if current != subpathStart { line(to: subpathStart) }
                current = subpathStart
            }
        }
        self.segments = segments
    }

    /// The point for a segment index and the fraction of that segment.
    func value(at position: (Int, Double)) -> AnimationValue? {
        guard !segments.isEmpty else { return nil }
        let segment = segments[max(0, min(segments.count - 1, position.0))]
        let p = segment.point(atLengthFraction: position.1)
        return AnimationValue(kind: .point, components: [Double(p.x), Double(p.y)])
    }
}
