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
    /// The stroke outline of `path` (dashed first when the style has dashes).
    package static func outline(of path: RasterPath, style: StrokeStyle,
                                tolerance: Double = FlattenedPath.defaultTolerance) -> RasterPath {
        var out = RasterPath()
        guard style.width > 0, style.width.isFinite else { return out }
        let source = style.isDashed ? Dasher.dash(path, pattern: style.dashes, phase: style.dashPhase,
                                                   tolerance: tolerance) : path
        let flat = FlattenedPath(source, tolerance: tolerance)
        var builder = OutlineBuilder(halfWidth: style.width / 2, style: style, tolerance: max(tolerance, 1e-6))
        for contour in flat.contours {
            var pts: [Vec2] = []
            pts.reserveCapacity(contour.range.count)
            for p in flat.points[contour.range] where pts.last != p { pts.append(p) }
            if contour.isClosed, pts.count > 2, pts.first == pts.last { pts.removeLast() }
            builder.stroke(pts, closed: contour.isClosed && pts.count > 2, into: &out)
        }
        return out
    }
}

/// The per-contour work of ``Stroker``.
private struct OutlineBuilder {
    let halfWidth: Double
    let style: StrokeStyle
    let tolerance: Double
    var points: [Vec2] = []

    init(halfWidth: Double, style: StrokeStyle, tolerance: Double) {
        self.halfWidth = halfWidth
        self.style = style
        self.tolerance = tolerance
    }

    mutating func stroke(_ pts: [Vec2], closed: Bool, into out: inout RasterPath) {
        if pts.count == 1 || (pts.count == 2 && pts[0] == pts[1]) {
            dot(at: pts[0], into: &out)
            return
        }
        guard pts.count >= 2 else { return }
        let n = pts.count
        var dirs: [Vec2] = []
        dirs.reserveCapacity(n)
        let segments = closed ? n : n - 1
        for i in 0..<segments {
            dirs.append((pts[(i + 1) % n] - pts[i]).normalized ?? Vec2(1, 0))
        }
        if closed {
            points.removeAll(keepingCapacity: true)
            for i in 0..<n { join(at: pts[i], from: dirs[(i + segments - 1) % segments], to: dirs[i]) }
            emit(into: &out)
            for i in stride(from: n - 1, through: 0, by: -1) {
                join(at: pts[i], from: -dirs[i], to: -dirs[(i + segments - 1) % segments])
            }
            emit(into: &out)
            return
        }
        points.removeAll(keepingCapacity: true)
        let h = halfWidth
        points.append(pts[0] + dirs[0].perpendicular * h)
        for i in 1..<(n - 1) { join(at: pts[i], from: dirs[i - 1], to: dirs[i]) }
        cap(at: pts[n - 1], direction: dirs[n - 2])
        for i in stride(from: n - 2, through: 1, by: -1) { join(at: pts[i], from: -dirs[i], to: -dirs[i - 1]) }
        cap(at: pts[0], direction: -dirs[0])
        emit(into: &out)
    }

    private mutating func emit(into out: inout RasterPath) {
        guard let first = points.first else { return }
        out.move(to: first)
        for p in points.dropFirst() { out.line(to: p) }
        out.close()
        points.removeAll(keepingCapacity: true)
    }

    /// Appends the left-side points of the corner at `p` between directions `dIn` and `dOut`.
    private mutating func join(at p: Vec2, from dIn: Vec2, to dOut: Vec2) {
        let h = halfWidth
        let nIn = dIn.perpendicular * h, nOut = dOut.perpendicular * h
        let turn = dIn.cross(dOut), cosine = dIn.dot(dOut)
        if turn == 0 && cosine > 0 {
            points.append(p + nIn)
            return
        }
        if turn > 0 {
            // The left side is the inner side: go through the corner point.
            points.append(p + nIn)
            points.append(p)
            points.append(p + nOut)
            return
        }
        switch style.join {
        case .bevel:
            points.append(p + nIn)
            points.append(p + nOut)
        case .round:
            points.append(p + nIn)
            arc(center: p, from: nIn, to: nOut, via: turn == 0 ? dIn * h : nil)
        case .miter:
            let cosHalf = ((1 + cosine) / 2).squareRoot()
            points.append(p + nIn)
            if cosHalf > 0, 1 / cosHalf <= style.miterLimit, let bisector = (nIn + nOut).normalized {
                points.append(p + bisector * (h / cosHalf))
            }
            points.append(p + nOut)
        }
    }

    /// Appends the cap at end point `p` of a line travelling in `direction`, from the left offset to the right.
    private mutating func cap(at p: Vec2, direction d: Vec2) {
        let h = halfWidth
        let n = d.perpendicular * h
        points.append(p + n)
        switch style.cap {
        case .butt:
            break
        case .square:
            points.append(p + n + d * h)
            points.append(p - n + d * h)
        case .round:
            arc(center: p, from: n, to: -n, via: d * h)
        }
        points.append(p - n)
    }

    /// Appends points on the circle around `center` strictly after `u` up to and including `v` (both offsets of
    /// length `halfWidth`), turning the short way, or through `via` when `u` and `v` are opposite.
    private mutating func arc(center: Vec2, from u: Vec2, to v: Vec2, via: Vec2?) {
        if let mid = via {
            arc(center: center, from: u, to: mid, via: nil)
            arc(center: center, from: mid, to: v, via: nil)
            return
        }
        let h = halfWidth
        // Chord error of an arc of angle θ: h·(1 − cos(θ/2)); bisect until within tolerance.
        let cosine = max(-1, min(1, u.dot(v) / (h * h)))
        let cosHalf = ((1 + cosine) / 2).squareRoot()
        if h * (1 - cosHalf) <= tolerance {
            points.append(center + v)
            return
        }
        guard let m = (u + v).normalized else {
            points.append(center + v)
            return
        }
        let mid = m * h
        arc(center: center, from: u, to: mid, via: nil)
        arc(center: center, from: mid, to: v, via: nil)
    }

    /// The stroke of a zero-length subpath.
    private mutating func dot(at p: Vec2, into out: inout RasterPath) {
        let h = halfWidth
        switch style.cap {
        case .butt:
            return
        case .square:
            out.addRect(x: p.x - h, y: p.y - h, width: 2 * h, height: 2 * h)
        case .round:
            points.removeAll(keepingCapacity: true)
            points.append(p + Vec2(h, 0))
            arc(center: p, from: Vec2(h, 0), to: Vec2(-h, 0), via: Vec2(0, h))
            arc(center: p, from: Vec2(-h, 0), to: Vec2(h, 0), via: Vec2(0, -h))
            points.removeLast()
            emit(into: &out)
        }
    }
}
