import Foundation

/// A drawn piece of a path with its start point made explicit: a line, a quadratic or a cubic Bézier.
/// Used for bounds, hit testing and measurement.
struct PathSegment: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case line
        case quad
        case cubic
    }

    let kind: Kind
    /// Start point, control points, end point (2, 3 or 4 points).
    let points: [CGPoint]

    static func line(_ p0: CGPoint, _ p1: CGPoint) -> PathSegment { PathSegment(kind: .line, points: [p0, p1]) }
    static func quad(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> PathSegment {
        PathSegment(kind: .quad, points: [p0, p1, p2])
    }
    static func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> PathSegment {
        PathSegment(kind: .cubic, points: [p0, p1, p2, p3])
    }

    var start: CGPoint { points[0] }
    var end: CGPoint { points[points.count - 1] }

    /// The point at parameter `t` in `0...1` (de Casteljau).
    func point(at t: CGFloat) -> CGPoint {
        var level = points
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { lerp($0, $1, t) }
        }
        return level[0]
    }

    /// The derivative at parameter `t`.
    func derivative(at t: CGFloat) -> CGVector {
        let degree = CGFloat(points.count - 1)
        let differences = zip(points, points.dropFirst()).map { CGPoint(x: $1.x - $0.x, y: $1.y - $0.y) }
        var level = differences
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { lerp($0, $1, t) }
        }
        return CGVector(dx: level[0].x * degree, dy: level[0].y * degree)
    }

    /// The unit tangent at `t`, falling back to the chord direction (or +x) where the derivative vanishes.
    func unitTangent(at t: CGFloat) -> CGVector {
        let candidates = [derivative(at: t), derivative(at: min(max(t, 0.001), 0.999)),
                          CGVector(dx: end.x - start.x, dy: end.y - start.y)]
        for vector in candidates {
            let length = (vector.dx * vector.dx + vector.dy * vector.dy).squareRoot()
            if length > 1e-12 { return CGVector(dx: vector.dx / length, dy: vector.dy / length) }
        }
        return CGVector(dx: 1, dy: 0)
    }

    /// The part of the segment between parameters `t0` and `t1` (`t0 <= t1`).
    func subsegment(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        let tail = split(at: t0).1
        guard t0 < 1 else { return tail }
        return tail.split(at: (t1 - t0) / (1 - t0)).0
    }

    /// The two halves of the segment split at `t`.
    func split(at t: CGFloat) -> (PathSegment, PathSegment) {
        var left: [CGPoint] = [points[0]]
        var right: [CGPoint] = [points[points.count - 1]]
        var level = points
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { lerp($0, $1, t) }
            left.append(level[0])
            right.append(level[level.count - 1])
        }
        return (PathSegment(kind: kind, points: left), PathSegment(kind: kind, points: right.reversed()))
    }

    /// The number of equal parameter steps after which straight chords stay within `tolerance` of the curve.
    ///
    /// A chord over a parameter step `h` deviates by at most `h²·max|B''|/8`, and `max|B''|` is bounded by
    /// `n(n−1)` times the largest second difference of the control points.
    func flatteningSteps(tolerance: CGFloat) -> Int {
        guard kind != .line else { return 1 }
        let degree = CGFloat(points.count - 1)
        var largest: CGFloat = 0
        for index in 0..<(points.count - 2) {
            let dx = points[index].x - 2 * points[index + 1].x + points[index + 2].x
            let dy = points[index].y - 2 * points[index + 1].y + points[index + 2].y
            largest = max(largest, (dx * dx + dy * dy).squareRoot())
        }
        let bound = degree * (degree - 1) * largest
        let steps = (bound / (8 * tolerance)).squareRoot().rounded(.up)
        guard steps.isFinite else { return 1 }
        return Int(min(max(steps, 1), 4096))
    }

    /// The parameters in `(0, 1)` where the x or y coordinate has a local extremum.
    func extremaParameters() -> [CGFloat] {
        switch kind {
        case .line:
            return []
        case .quad:
            return [\CGPoint.x, \CGPoint.y].compactMap { axis in
                let denominator = points[0][keyPath: axis] - 2 * points[1][keyPath: axis] + points[2][keyPath: axis]
                guard denominator != 0 else { return nil }
                let t = (points[0][keyPath: axis] - points[1][keyPath: axis]) / denominator
                return t > 0 && t < 1 ? t : nil
            }
        case .cubic:
            return [\CGPoint.x, \CGPoint.y].flatMap { axis in
                let p = points.map { $0[keyPath: axis] }
                // B'(t)/3 = a·t² + b·t + c
                let a = -p[0] + 3 * p[1] - 3 * p[2] + p[3]
                let b = 2 * (p[0] - 2 * p[1] + p[2])
                let c = p[1] - p[0]
                return PathSegment.quadraticRoots(a: a, b: b, c: c).filter { $0 > 0 && $0 < 1 }
            }
        }
    }

    private static func quadraticRoots(a: CGFloat, b: CGFloat, c: CGFloat) -> [CGFloat] {
        if abs(a) < 1e-12 {
            return b == 0 ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }
}

@inline(__always)
func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}
