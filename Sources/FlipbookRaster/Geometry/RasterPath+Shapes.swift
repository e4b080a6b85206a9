/// Shape builders: rectangles, ellipses, rounded rectangles and circular arcs (as cubic Béziers).
extension RasterPath {
    /// The cubic control-point distance for a quarter circle of radius 1 (4/3·(√2 − 1)).
    package static let quarterArcKappa = 0.552284749830793398402

    /// Appends a closed rectangle: `(x, y) → (x+w, y) → (x+w, y+h) → (x, y+h)`.
    package mutating func addRect(x: Double, y: Double, width: Double, height: Double) {
        reserveCapacity(forAdditional: 5)
        move(to: Vec2(x, y))
        line(to: Vec2(x + width, y))
        line(to: Vec2(x + width, y + height))
        line(to: Vec2(x, y + height))
        close()
    }

    /// Appends a closed ellipse inscribed in the rectangle, as four cubics starting at `(maxX, midY)` and
    /// running towards increasing y.
    package mutating func addEllipse(x: Double, y: Double, width: Double, height: Double) {
        let rx = width / 2, ry = height / 2, cx = x + rx, cy = y + ry
        let kx = rx * Self.quarterArcKappa, ky = ry * Self.quarterArcKappa
        move(to: Vec2(cx + rx, cy))
        cubic(control1: Vec2(cx + rx, cy + ky), control2: Vec2(cx + kx, cy + ry), to: Vec2(cx, cy + ry))
        cubic(control1: Vec2(cx - kx, cy + ry), control2: Vec2(cx - rx, cy + ky), to: Vec2(cx - rx, cy))
        cubic(control1: Vec2(cx - rx, cy - ky), control2: Vec2(cx - kx, cy - ry), to: Vec2(cx, cy - ry))
        cubic(control1: Vec2(cx + kx, cy - ry), control2: Vec2(cx + rx, cy - ky), to: Vec2(cx + rx, cy))
        close()
    }

    /// Appends a closed rounded rectangle with elliptical corners of radii `rx`, `ry` (clamped to half the
    /// width and height; negative radii count as zero), starting at the top edge after the top-left corner and
    /// running towards increasing x.
    package mutating func addRoundedRect(x: Double, y: Double, width: Double, height: Double, rx: Double, ry: Double) {
        let rx = min(max(rx, 0), abs(width) / 2), ry = min(max(ry, 0), abs(height) / 2)
        if rx == 0 || ry == 0 {
            addRect(x: x, y: y, width: width, height: height)
            return
        }
        let kx = rx * (1 - Self.quarterArcKappa), ky = ry * (1 - Self.quarterArcKappa)
        let x1 = x + width, y1 = y + height
        reserveCapacity(forAdditional: 10)
        move(to: Vec2(x + rx, y))
        line(to: Vec2(x1 - rx, y))
        cubic(control1: Vec2(x1 - kx, y), control2: Vec2(x1, y + ky), to: Vec2(x1, y + ry))
        line(to: Vec2(x1, y1 - ry))
        cubic(control1: Vec2(x1, y1 - ky), control2: Vec2(x1 - kx, y1), to: Vec2(x1 - rx, y1))
        line(to: Vec2(x + rx, y1))
        cubic(control1: Vec2(x + kx, y1), control2: Vec2(x, y1 - ky), to: Vec2(x, y1 - ry))
        line(to: Vec2(x, y + ry))
        cubic(control1: Vec2(x, y + ky), control2: Vec2(x + kx, y), to: Vec2(x + rx, y))
        close()
    }

    /// Appends a circular arc of `radius` around `center`, from `startAngle` sweeping by `sweepAngle` radians
    /// (positive sweeps go from +x towards +y). A line joins the current point to the arc's start, or the arc
    /// starts a new subpath when there is no current point. Each piece of at most 90° is one cubic; turns beyond
    /// the first are dropped as ``ArcSweep/bounded(_:)`` describes.
    package mutating func addArc(center: Vec2, radius: Double, startAngle: Double, sweepAngle: Double) {
        let (s0, c0) = DeterministicMath.sinCos(startAngle)
        let start = Vec2(center.x + radius * c0, center.y + radius * s0)
        if currentPoint == nil { move(to: start) } else { line(to: start) }
        guard sweepAngle != 0, radius > 0, sweepAngle.isFinite else { return }
        let sweepAngle = ArcSweep.bounded(sweepAngle)
        let quarter = Double.pi / 2
        let pieces = max(1, Int((abs(sweepAngle) / quarter).rounded(.up)))
        let step = sweepAngle / Double(pieces)
        let (sq, cq) = DeterministicMath.sinCos(step / 4)
        let k = 4.0 / 3.0 * (sq / cq)
        var angle = startAngle
        var (s, c) = (s0, c0)
        for i in 1...pieces {
            let next = i == pieces ? startAngle + sweepAngle : angle + step
            let (s1, c1) = DeterministicMath.sinCos(next)
            let p0 = Vec2(center.x + radius * c, center.y + radius * s)
            let p1 = Vec2(center.x + radius * c1, center.y + radius * s1)
            cubic(control1: Vec2(p0.x - k * radius * s, p0.y + k * radius * c),
                  control2: Vec2(p1.x + k * radius * s1, p1.y - k * radius * c1),
                  to: p1)
            angle = next
            (s, c) = (s1, c1)
        }
    }
}
