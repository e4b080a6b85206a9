/// Splits a path into dashes: one open polyline per "on" interval of the pattern.
/// Dashing works on the flattened path (chords within `tolerance` of the curves), in the path's own space.
/// A closed subpath that starts and ends inside an "on" interval gets its last and first dashes joined;
/// zero-length "on" intervals produce one-point dashes (dots with round or square caps).
package enum Dasher {
    /// The dashed version of `path` (`pattern` alternates on/off lengths, `phase` is the starting offset).
    /// An unusable pattern (see ``StrokeStyle/isDashed``) returns the path unchanged.
    package static func dash(_ path: RasterPath, pattern: [Double], phase: Double,
                             tolerance: Double = FlattenedPath.defaultTolerance) -> RasterPath {
        guard StrokeStyle(dashes: pattern, dashPhase: phase).isDashed else { return path }
        return dash(FlattenedPath(path, tolerance: tolerance), pattern: pattern, phase: phase).path
    }

    /// The dashes of flattened polylines (`pattern` must be usable, see ``StrokeStyle/isDashed``).
    package static func dash(_ flat: FlattenedPath, pattern: [Double], phase: Double) -> FlattenedPath {
        let intervals = pattern.count.isMultiple(of: 2) ? pattern : pattern + pattern
        let total = intervals.reduce(0, +)
        var out = FlattenedPath()
        guard total > 0, total.isFinite else { return out }
        var current: [Vec2] = []
        for contour in flat.contours {
            let pts = flat.points[contour.range]
            guard pts.count >= 2 || contour.isClosed, let first = pts.first else { continue }
            let closingPoint: Vec2? = contour.isClosed ? first : nil
            // Position in the pattern; a zero-length "on" interval exactly at the phase is kept (a dot).
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            var index = 0
            while offset > intervals[index] || (offset == intervals[index] && intervals[index] > 0) {
                offset -= intervals[index]
                index = (index + 1) % intervals.count
            }
            var remaining = intervals[index] - offset
            var on = index.isMultiple(of: 2)
            let startsOn = on
            let firstDash = out.contours.count
            current.removeAll(keepingCapacity: true)
            if on { current.append(first) }
            var a = first
            let segmentEnds = pts.dropFirst().map { $0 } + (closingPoint.map { [$0] } ?? [])
            for b in segmentEnds {
                var segment = (b - a).length
                var from = a
                while segment > remaining {
                    let split = from.lerp(b, remaining / segment)
                    if on {
                        current.append(split)
                        out.appendContour(current, closed: false)
                        current.removeAll(keepingCapacity: true)
                    } else {
                        current.append(split)
                    }
                    segment -= remaining
                    from = split
                    on.toggle()
                    index = (index + 1) % intervals.count
                    remaining = intervals[index]
                }
                remaining -= segment
                if on { current.append(b) }
                a = b
            }
            // Zero-length "on" intervals exactly at the end point are dots.
            var steps = intervals.count
            while remaining == 0, steps > 0 {
                if on, !current.isEmpty { out.appendContour(current, closed: false) }
                current.removeAll(keepingCapacity: true)
                on.toggle()
                index = (index + 1) % intervals.count
                remaining = intervals[index]
                if on {
                    if remaining > 0 { on = false; break }
                    current.append(a)
                }
                steps -= 1
            }
            if on, !current.isEmpty {
                if contour.isClosed, startsOn, out.contours.count > firstDash {
                    // Join the last dash onto the first one of this contour.
                    let head = out.points[out.contours[firstDash].range].dropFirst()
                    var joined = current
                    joined.append(contentsOf: head)
                    let range = out.contours[firstDash].range
                    out.points.replaceSubrange(range, with: joined)
                    let shift = joined.count - range.count
                    out.contours[firstDash].range = range.lowerBound..<(range.upperBound + shift)
                    for k in (firstDash + 1)..<out.contours.count {
                        let r = out.contours[k].range
                        out.contours[k].range = (r.lowerBound + shift)..<(r.upperBound + shift)
                    }
                } else {
                    out.appendContour(current, closed: false)
                }
            }
        }
        return out
    }
}
