/// Splits a path into dashes: one open polyline per "on" interval of the pattern.
/// Dashing works on the flattened path (chords within `tolerance` of the curves), in the path's own space.
/// A closed subpath that starts and ends inside an "on" interval gets its last and first dashes joined;
/// zero-length "on" intervals produce one-point dashes (dots with round or square caps).
///
/// Given a visible box, only the parts of the polylines inside it are cut into dashes: the pattern is advanced
/// over the parts outside by arithmetic (a remainder by the pattern's length), so the work grows with what the
/// box holds, not with the path's coordinates (a dash of 1 through a point at 10¹⁸ would otherwise be cut
/// 10¹⁸ times). A dash that leaves the box ends on its edge and restarts where the path comes back.
package enum Dasher {
    /// The most dashes ``dash(_:pattern:phase:tolerance:)`` cuts a path into (2²⁰, about 50 MB of points): a
    /// copy with no output to bound it (`CGPath.copy(dashingWithPhase:lengths:)`) would otherwise grow with the
    /// path's length over the pattern's, without limit (a 10⁻⁶ pattern along 100 units is 10⁸ dashes).
    package static let maximumDashCount = 1 << 20

    /// The dashed version of `path` (`pattern` alternates on/off lengths, `phase` is the starting offset).
    /// An unusable pattern (see ``StrokeStyle/isDashed``) returns the path unchanged, and so does a pattern so fine
    /// that the path would hold more than ``maximumDashCount`` dashes: a stroke of it looks solid.
    package static func dash(_ path: RasterPath, pattern: [Double], phase: Double,
                             tolerance: Double = FlattenedPath.defaultTolerance) -> RasterPath {
        guard StrokeStyle(dashes: pattern, dashPhase: phase).isDashed else { return path }
        let flat = FlattenedPath(path, tolerance: tolerance)
        guard dashCount(of: flat, pattern: pattern) <= Double(maximumDashCount) else { return path }
        return dash(flat, pattern: pattern, phase: phase).path
    }

    /// How many dashes a usable `pattern` cuts `flat` into, give or take one per contour: the polylines' length
    /// over the pattern's, times its "on" intervals per period.
    static func dashCount(of flat: FlattenedPath, pattern: [Double]) -> Double {
        let intervals = StrokeStyle.periodIntervals(of: pattern)
        var length = 0.0
        for contour in flat.contours {
            let points = flat.points[contour.range]
            for (a, b) in zip(points, points.dropFirst()) { length += (b - a).length }
            if contour.isClosed, let first = points.first, let last = points.last { length += (first - last).length }
        }
        return (length / intervals.reduce(0, +) + 1) * Double(intervals.count / 2) + Double(flat.contours.count)
    }

    /// The dashes of flattened polylines (`pattern` must be usable, see ``StrokeStyle/isDashed``), only within
    /// `visible` when it is given (a box of the polylines' space; dashes are cut on its edges).
    package static func dash(_ flat: FlattenedPath, pattern: [Double], phase: Double,
                             visible: BoundingBox? = nil) -> FlattenedPath {
        let intervals = StrokeStyle.periodIntervals(of: pattern)
        let total = intervals.reduce(0, +)
        var out = FlattenedPath()
        guard total > 0, total.isFinite else { return out }
        var current: [Vec2] = []
        for contour in flat.contours {
            let pts = flat.points[contour.range]
            guard pts.count >= 2 || contour.isClosed, let first = pts.first else { continue }
            let closingPoint: Vec2? = contour.isClosed ? first : nil
            var cursor = DashCursor(intervals: intervals, total: total, phase: phase)
            let startsOn = cursor.isOn
            let firstDash = out.contours.count
            // Whether the contour's first dash begins at its first point (no part was skipped before it).
            var firstDashAtStart = true
            var skipped = false
            current.removeAll(keepingCapacity: true)
            if cursor.isOn { current.append(first) }
            func emit() {
                if out.contours.count == firstDash { firstDashAtStart = !skipped }
                out.appendContour(current, closed: false)
                current.removeAll(keepingCapacity: true)
            }
            /// Ends the dash in progress on the box's edge and advances the pattern over `distance` outside it,
            /// to `resume` (where the path goes on).
            func skip(_ distance: Double, to resume: Vec2) {
                if cursor.isOn, current.count >= 2 { emit() }
                current.removeAll(keepingCapacity: true)
                skipped = true
                cursor.advance(by: distance)
                if cursor.isOn { current.append(resume) }
            }
            /// Cuts the segment `from → b`, which the previous step ended at (on `current` when "on").
            func walk(from start: Vec2, to b: Vec2) {
                var segment = (b - start).length
                var from = start
                while segment > cursor.remaining {
                    let split = from.lerp(b, cursor.remaining / segment)
                    current.append(split)
                    if cursor.isOn { emit() }
                    segment -= cursor.remaining
                    from = split
                    cursor.next()
                }
                cursor.remaining -= segment
                if cursor.isOn { current.append(b) }
            }
            /// `p` clamped into the visible box.
            func inside(_ p: Vec2) -> Vec2 { visible.map { Self.clamp(p, to: $0) } ?? p }
            var a = first
            let segmentEnds = pts.dropFirst().map { $0 } + (closingPoint.map { [$0] } ?? [])
            for b in segmentEnds {
                let span = visible.map { Self.span(from: a, to: b, within: $0) } ?? (0, 1)
                if let (t0, t1) = span {
                    // Entry and exit are clamped into the box: far from the origin, rounding can put them
                    // many units outside it (the spacing of doubles near 10¹⁸ is 128).
                    let length = (b - a).length
                    let entry = t0 > 0 ? inside(a.lerp(b, t0)) : a
                    if t0 > 0 { skip(length * t0, to: entry) }
                    let exit = t1 < 1 ? inside(a.lerp(b, t1)) : b
                    walk(from: entry, to: exit)
                    if t1 < 1 { skip(length * (1 - t1), to: b) }
                } else {
                    skip((b - a).length, to: b)
                }
                a = b
            }
            // Zero-length "on" intervals exactly at the end point are dots.
            var steps = intervals.count
            while cursor.remaining == 0, steps > 0 {
                if cursor.isOn, !current.isEmpty { emit() }
                current.removeAll(keepingCapacity: true)
                cursor.next()
                if cursor.isOn {
                    if cursor.remaining > 0 { cursor.next(); break }
                    current.append(a)
                }
                steps -= 1
            }
            if cursor.isOn, !current.isEmpty {
                if contour.isClosed, startsOn, firstDashAtStart, out.contours.count > firstDash {
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

    /// `p` moved into `box` along each axis.
    private static func clamp(_ p: Vec2, to box: BoundingBox) -> Vec2 {
        Vec2(min(max(p.x, box.minX), box.maxX), min(max(p.y, box.minY), box.maxY))
    }

    /// The parameters `t0 ≤ t1` in `0…1` of the part of the segment `a → b` inside `box` (Liang–Barsky), or
    /// `nil` when it misses the box. A point segment is inside or not.
    static func span(from a: Vec2, to b: Vec2, within box: BoundingBox) -> (Double, Double)? {
        let d = b - a
        var t0 = 0.0, t1 = 1.0
        for (p, q) in [(-d.x, a.x - box.minX), (d.x, box.maxX - a.x), (-d.y, a.y - box.minY), (d.y, box.maxY - a.y)] {
            if p == 0 {
                guard q >= 0 else { return nil }
            } else {
                let t = q / p
                if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            }
        }
        guard t0 <= t1, t0.isFinite, t1.isFinite else { return nil }
        return (t0, t1)
    }
}

/// A position in a dash pattern: the interval it is in and what is left of it.
private struct DashCursor {
    /// The on/off lengths (an even count: on, off, on, off, …).
    let intervals: [Double]
    /// Their sum (positive, finite).
    let total: Double
    /// The interval the position is in.
    private(set) var index = 0
    /// The length left of that interval.
    var remaining: Double

    /// The position `phase` into the pattern; a zero-length "on" interval exactly at the phase is kept (a dot).
    init(intervals: [Double], total: Double, phase: Double) {
        self.intervals = intervals
        self.total = total
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        var index = 0
        while offset > intervals[index] || (offset == intervals[index] && intervals[index] > 0) {
            offset -= intervals[index]
            index = (index + 1) % intervals.count
        }
        self.index = index
        remaining = intervals[index] - offset
    }

    /// Whether the position is in an "on" interval.
    var isOn: Bool { index.isMultiple(of: 2) }

    /// Moves to the start of the next interval.
    mutating func next() {
        index = (index + 1) % intervals.count
        remaining = intervals[index]
    }

    /// Moves `distance` along the pattern in at most one period of steps, whatever the distance.
    mutating func advance(by distance: Double) {
        guard distance >= remaining else {
            remaining -= distance
            return
        }
        var left = (distance - remaining).truncatingRemainder(dividingBy: total)
        next()
        var steps = intervals.count
        while left >= remaining, steps > 0 {
            left -= remaining
            next()
            steps -= 1
        }
        remaining = max(remaining - left, 0)
    }
}
