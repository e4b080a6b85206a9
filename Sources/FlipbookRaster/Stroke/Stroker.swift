/// Turns a path and a ``StrokeStyle`` into the outline of the stroke, a polygon path to be filled with the
/// non-zero rule (user space in, user space out).
///
/// Each open polyline becomes one contour: left offset forwards, end cap, right offset backwards, start cap.
/// A closed polyline becomes two contours (left loop, reversed right loop). Outer corners get the join shape;
/// inner corners pass through the corner point, and the non-zero rule fills the resulting overlaps (the method
/// of Skia's stroker). Round joins and caps are chord approximations within `tolerance`, built by repeated
/// bisection with `squareRoot` only (no trigonometry). Zero-length subpaths draw a dot for round caps and a
/// square for square caps.
package enum Stroker {
    /// The stroke outline of `path` (dashed first when the style has dashes; only the dashes within `visible`,
    /// a box of the path's space, when it is given: see ``Dasher``).
    package static func outline(of path: RasterPath, style: StrokeStyle,
                                tolerance: Double = FlattenedPath.defaultTolerance,
                                visible: BoundingBox? = nil) -> RasterPath {
        var out = FlattenedPath()
        var builder = OutlineBuilder()
        builder.append(FlattenedPath(path, tolerance: tolerance), style: style, tolerance: tolerance,
                       visible: visible, into: &out)
        return out.path
    }
}

/// Builds stroke outlines into a ``FlattenedPath`` of closed polygons (to be filled non-zero). Keeps its
/// per-contour scratch arrays between calls, so a painter can reuse one.
struct OutlineBuilder {
    private var pts: [Vec2] = []
    private var dirs: [Vec2] = []
    private var lengths: [Double] = []

    init() {}

    /// Appends the outline of the polylines `input` (dashed first when `style` has dashes, within `visible`
    /// when it is given) to `out`.
    mutating func append(_ input: FlattenedPath, style: StrokeStyle, tolerance: Double, visible: BoundingBox?,
                         into out: inout FlattenedPath) {
        guard style.width > 0, style.width.isFinite else { return }
        let pen = Pen(halfWidth: style.width / 2, lineCap: style.cap, lineJoin: style.join, miterLimit: style.miterLimit,
                      tolerance: max(tolerance, 1e-6))
        let source = style.isDashed ? Dasher.dash(input, pattern: style.dashes, phase: style.dashPhase, visible: visible) : input
        for contour in source.contours {
            pts.removeAll(keepingCapacity: true)
            for p in source.points[contour.range] where pts.last != p { pts.append(p) }
            if contour.isClosed, pts.count > 2, pts.first == pts.last { pts.removeLast() }
            stroke(closed: contour.isClosed && pts.count > 2, pen: pen, into: &out)
        }
    }

    private mutating func stroke(closed: Bool, pen: Pen, into out: inout FlattenedPath) {
        guard let first = pts.first else { return }
        if pts.count == 1 {
            pen.dot(at: first, into: &out)
            return
        }
        let n = pts.count
        dirs.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        let segments = closed ? n : n - 1
        for i in 0..<segments {
            let d = pts[(i + 1) % n] - pts[i]
            dirs.append(d.normalized ?? Vec2(1, 0))
            lengths.append(d.length)
        }
        let h = pen.halfWidth
        var start = out.points.count
        if closed {
            for i in 0..<n {
                let before = (i + segments - 1) % segments
                pen.join(at: pts[i], from: dirs[before], to: dirs[i], reach: min(lengths[before], lengths[i]), into: &out)
            }
            out.endContour(from: start, closed: true)
            start = out.points.count
            for i in stride(from: n - 1, through: 0, by: -1) {
                let before = (i + segments - 1) % segments
                pen.join(at: pts[i], from: -dirs[i], to: -dirs[before], reach: min(lengths[before], lengths[i]), into: &out)
            }
            out.endContour(from: start, closed: true)
            return
        }
        out.points.append(pts[0] + dirs[0].perpendicular * h)
        for i in 1..<(n - 1) {
            pen.join(at: pts[i], from: dirs[i - 1], to: dirs[i], reach: min(lengths[i - 1], lengths[i]), into: &out)
        }
        pen.cap(at: pts[n - 1], direction: dirs[n - 2], into: &out)
        for i in stride(from: n - 2, through: 1, by: -1) {
            pen.join(at: pts[i], from: -dirs[i], to: -dirs[i - 1], reach: min(lengths[i - 1], lengths[i]), into: &out)
        }
        pen.cap(at: pts[0], direction: -dirs[0], into: &out)
        out.endContour(from: start, closed: true)
    }
}

/// The stroke parameters one outline is built with (no references, so passing it around copies plain values).
private struct Pen {
    let halfWidth: Double
    let lineCap: LineCap
    let lineJoin: LineJoin
    let miterLimit: Double
    /// Largest chord error of round joins and caps.
    let tolerance: Double

    /// Appends the left-side points of the corner at `p` between directions `dIn` and `dOut`; `reach` is the
    /// length of the shorter adjacent segment.
    func join(at p: Vec2, from dIn: Vec2, to dOut: Vec2, reach: Double, into out: inout FlattenedPath) {
        let h = halfWidth
        let nIn = dIn.perpendicular * h, nOut = dOut.perpendicular * h
        let turn = dIn.cross(dOut), cosine = dIn.dot(dOut)
        if turn == 0 && cosine > 0 {
            out.points.append(p + nIn)
            return
        }
        if turn > 0 {
            // The left side is the inner side. Where both offset lines meet within the adjacent segments
            // (h·tan(φ/2) ≤ reach), that point is the corner; otherwise go through the corner point and let the
            // non-zero rule fill the overlap.
            if cosine > -0.5, halfWidth * turn / (1 + cosine) <= reach, let bisector = (nIn + nOut).normalized {
                out.points.append(p + bisector * (halfWidth / ((1 + cosine) / 2).squareRoot()))
            } else {
                out.points.append(p + nIn)
                out.points.append(p)
                out.points.append(p + nOut)
            }
            return
        }
        switch lineJoin {
        case .bevel:
            out.points.append(p + nIn)
            out.points.append(p + nOut)
        case .round:
            out.points.append(p + nIn)
            arc(center: p, from: nIn, to: nOut, via: turn == 0 ? dIn * h : nil, into: &out)
        case .miter:
            let cosHalf = ((1 + cosine) / 2).squareRoot()
            out.points.append(p + nIn)
            if cosHalf > 0, 1 / cosHalf <= miterLimit, let bisector = (nIn + nOut).normalized {
                out.points.append(p + bisector * (h / cosHalf))
            }
            out.points.append(p + nOut)
        }
    }

    /// Appends the cap at end point `p` of a line travelling in `direction`, from the left offset to the right.
    func cap(at p: Vec2, direction d: Vec2, into out: inout FlattenedPath) {
        let h = halfWidth
        let n = d.perpendicular * h
        out.points.append(p + n)
        switch lineCap {
        case .butt:
            break
        case .square:
            out.points.append(p + n + d * h)
            out.points.append(p - n + d * h)
        case .round:
            arc(center: p, from: n, to: -n, via: d * h, into: &out)
        }
        out.points.append(p - n)
    }

    /// The most times an arc of a join or cap is bisected: at most 2⁹ = 512 chords per half turn, so a huge line
    /// width costs bounded work. The chord error h·(1 − cos(π/1024)) stays within the default 0.1-px tolerance up
    /// to a half width of about 21,000 px; wider strokes (far larger than any output) get coarser round ends.
    static let maximumArcBisections = 9

    /// Appends points on the circle around `center` strictly after `u` up to and including `v` (both offsets of
    /// length `halfWidth`), turning the short way, or through `via` when given (for half turns).
    private func arc(center: Vec2, from u: Vec2, to v: Vec2, via: Vec2?, into out: inout FlattenedPath) {
        if let mid = via {
            arc(center: center, from: u, to: mid, bisections: Pen.maximumArcBisections - 1, into: &out)
            arc(center: center, from: mid, to: v, bisections: Pen.maximumArcBisections - 1, into: &out)
            return
        }
        arc(center: center, from: u, to: v, bisections: Pen.maximumArcBisections, into: &out)
    }

    /// ``arc(center:from:to:via:into:)`` for at most a half turn, bisected at most `bisections` more times.
    private func arc(center: Vec2, from u: Vec2, to v: Vec2, bisections: Int, into out: inout FlattenedPath) {
        let h = halfWidth
        // Chord error of an arc of angle θ: h·(1 − cos(θ/2)); bisect until within tolerance.
        let cosine = max(-1, min(1, u.dot(v) / (h * h)))
        let cosHalf = ((1 + cosine) / 2).squareRoot()
        guard bisections > 0, h * (1 - cosHalf) > tolerance, let m = (u + v).normalized else {
            out.points.append(center + v)
            return
        }
        let mid = m * h
        arc(center: center, from: u, to: mid, bisections: bisections - 1, into: &out)
        arc(center: center, from: mid, to: v, bisections: bisections - 1, into: &out)
    }

    /// The stroke of a zero-length subpath: a disc for round caps, a square for square caps.
    func dot(at p: Vec2, into out: inout FlattenedPath) {
        let h = halfWidth
        let start = out.points.count
        switch lineCap {
        case .butt:
            return
        case .square:
            out.points.append(contentsOf: [p + Vec2(-h, -h), p + Vec2(h, -h), p + Vec2(h, h), p + Vec2(-h, h)])
        case .round:
            out.points.append(p + Vec2(h, 0))
            arc(center: p, from: Vec2(h, 0), to: Vec2(-h, 0), via: Vec2(0, h), into: &out)
            arc(center: p, from: Vec2(-h, 0), to: Vec2(h, 0), via: Vec2(0, -h), into: &out)
            out.points.removeLast()
        }
        out.endContour(from: start, closed: true)
    }
}
