import FlipbookGraphics
import Foundation

extension UIBezierPath {
    /// A new path with the same shape and drawing attributes, each subpath traversed the other way: an open
    /// subpath starts at its last point; a closed one starts where it started and runs back along its closing
    /// line first (so `strokeEnd`-style measurements and dashes run the opposite way).
    public func reversing() -> UIBezierPath {
        let reversed = copy() as! UIBezierPath
        reversed.removeAllPoints()
        for subpath in ReversibleSubpath.subpaths(of: cgPath) {
            subpath.appendReversed(to: reversed)
        }
        return reversed
    }
}

/// One subpath as its start and its segments, for reversing.
struct ReversibleSubpath {
    /// A segment from the previous point to `end`: a line (no controls), a quadratic (one) or a cubic (two).
    struct Segment {
        var controls: [CGPoint]
        var end: CGPoint
    }

    var start: CGPoint
    var segments: [Segment] = []
    var isClosed = false

    /// The subpaths of `path`, in order.
    static func subpaths(of path: CGPath) -> [ReversibleSubpath] {
        var result: [ReversibleSubpath] = []
        path.applyWithBlock { pointer in
            let element = pointer.pointee
            switch element.type {
            case .moveToPoint:
                result.append(ReversibleSubpath(start: element.points[0]))
            case .addLineToPoint:
                result[result.count - 1].segments.append(Segment(controls: [], end: element.points[0]))
            case .addQuadCurveToPoint:
                result[result.count - 1].segments.append(Segment(controls: [element.points[0]], end: element.points[1]))
            case .addCurveToPoint:
                result[result.count - 1].segments.append(
                    Segment(controls: [element.points[0], element.points[1]], end: element.points[2]))
            case .closeSubpath:
                result[result.count - 1].isClosed = true
            @unknown default:
                break
            }
        }
        return result
    }

    /// Appends the subpath, traversed the other way, to `path`.
    func appendReversed(to path: UIBezierPath) {
        let last = segments.last?.end ?? start
        if isClosed {
            path.move(to: start)
            if last != start { path.addLine(to: last) }
        } else {
            path.move(to: last)
        }
        for (index, segment) in segments.enumerated().reversed() {
            let target = index == 0 ? start : segments[index - 1].end
            switch segment.controls.count {
            case 0: path.addLine(to: target)
            case 1: path.addQuadCurve(to: target, controlPoint: segment.controls[0])
            default: path.addCurve(to: target, controlPoint1: segment.controls[1], controlPoint2: segment.controls[0])
            }
        }
        if isClosed { path.close() }
    }
}
