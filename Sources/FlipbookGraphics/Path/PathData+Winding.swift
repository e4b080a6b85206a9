import Foundation

extension PathData {
    /// The flattening tolerance of hit testing, in path units.
    static let hitTestTolerance: CGFloat = 0.01

    /// The winding number of the path around `point`, every subpath implicitly closed: +1 for each
    /// counterclockwise (in y-up space) loop around the point, −1 for each clockwise one.
    func windingNumber(at point: CGPoint) -> Int {
        var winding = 0
        for subpath in subpaths {
            guard let first = subpath.segments.first?.segment.start else { continue }
            var previous = first
            for (_, segment) in subpath.segments {
                let steps = segment.flatteningSteps(tolerance: PathData.hitTestTolerance)
                for step in 1...steps {
                    let next = step == steps ? segment.end : segment.point(at: CGFloat(step) / CGFloat(steps))
                    winding += PathData.crossing(from: previous, to: next, around: point)
                    previous = next
                }
            }
            winding += PathData.crossing(from: previous, to: first, around: point)
        }
        return winding
    }

    /// The signed crossing of the edge `a → b` with the ray going right from `point` (half-open in y).
    private static func crossing(from a: CGPoint, to b: CGPoint, around point: CGPoint) -> Int {
        if a.y <= point.y {
            if b.y > point.y, side(a, b, point) > 0 { return 1 }
        } else if b.y <= point.y, side(a, b, point) < 0 {
            return -1
        }
        return 0
    }

    private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
