/// Splits a path into dashes: the result holds one open polyline subpath per "on" interval of the pattern.
/// Dashing works on the flattened path (chords within `tolerance` of the curves), in the path's own space.
/// A closed subpath that starts and ends inside an "on" interval gets its last and first dashes joined.
package enum Dasher {
    /// The dashed version of `path` (`pattern` alternates on/off lengths, `phase` is the starting offset).
    /// An unusable pattern (see ``StrokeStyle/isDashed``) returns the path unchanged.
    package static func dash(_ path: RasterPath, pattern: [Double], phase: Double,
                             tolerance: Double = FlattenedPath.defaultTolerance) -> RasterPath {
        let style = StrokeStyle(dashes: pattern, dashPhase: phase)
        guard style.isDashed else { return path }
        let total = pattern.count.isMultiple(of: 2) ? pattern.reduce(0, +) : 2 * pattern.reduce(0, +)
        let intervals = pattern.count.isMultiple(of: 2) ? pattern : pattern + pattern
        let flat = FlattenedPath(path, tolerance: tolerance)
        var out = RasterPath()
        for contour in flat.contours {
            var pts = Array(flat.points[contour.range])
            if contour.isClosed, let first = pts.first { pts.append(first) }
            guard pts.count >= 2 else { continue }
            // Position in the pattern.
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            var index = 0
            // Skip intervals that end before the phase (a zero-length "on" interval at the phase is kept: a dot).
            while offset > intervals[index] || (offset == intervals[index] && intervals[index] > 0) {
                offset -= intervals[index]
                index = (index + 1) % intervals.count
            }
            var remaining = intervals[index] - offset
            var on = index.isMultiple(of: 2)
            var dashes: [[Vec2]] = []
            var current: [Vec2] = on ? [pts[0]] : []
            let startsOn = on
            for i in 1..<pts.count {
                var a = pts[i - 1]
                let b = pts[i]
                var segment = (b - a).length
                while segment > remaining {
                    let split = a.lerp(b, remaining / segment)
                    if on {
                        current.append(split)
                        dashes.append(current)
                        current = []
                    } else {
                        current = [split]
                    }
                    segment -= remaining
                    a = split
                    on.toggle()
                    index = (index + 1) % intervals.count
                    remaining = intervals[index]
                }
                remaining -= segment
                if on { current.append(b) }
            }
            // Zero-length "on" intervals that fall exactly on the end point are dots.
            var guardSteps = intervals.count
            while remaining == 0, guardSteps > 0, let end = pts.last {
                if on, !current.isEmpty { dashes.append(current) }
                on.toggle()
                index = (index + 1) % intervals.count
                remaining = intervals[index]
                current = on ? [end] : []
                if on && remaining > 0 { current = [] ; on = false; break }
                guardSteps -= 1
            }
            if on, !current.isEmpty {
                if contour.isClosed, startsOn, dashes.count > 0 {
                    dashes[0] = current + dashes[0].dropFirst()
                } else {
                    dashes.append(current)
                }
            }
            for dash in dashes where !dash.isEmpty {
                out.move(to: dash[0])
                if dash.count == 1 { out.line(to: dash[0]) }
                for p in dash.dropFirst() { out.line(to: p) }
            }
        }
        return out
    }
}
