/// A path reduced to polylines (one per subpath), produced by ``flatten(_:transform:tolerance:)``.
///
/// Curves are subdivided uniformly into `n` chords with `n` chosen from the curve's second difference so that
/// no chord is farther than `tolerance` from the curve (quadratic: `n = ⌈√(|p0 − 2p1 + p2| / (4·tol))⌉`, cubic:
/// `n = ⌈√(3·max|Δ²| / (4·tol))⌉`). The renderer uses ``defaultTolerance`` = 1/32 device pixel: chords lose
/// about `(4/3)·tol/r` of a circle's area, so this keeps circles of radius ≥ 10 px within 0.5 % of πr².
package struct FlattenedPath: Sendable {
    /// One polyline: the range of its points in ``points`` and whether the subpath was explicitly closed.
    package struct Contour: Sendable, Equatable {
        package var range: Range<Int>
        package var isClosed: Bool
    }

    /// The flattening tolerance used for filling and stroking, in device pixels.
    package static let defaultTolerance = 1.0 / 32
    /// The upper bound on chords per curve (guards against absurd coordinates).
    package static let maxSegmentsPerCurve = 4096

    /// All points, contour after contour.
    package var points: [Vec2] = []
    /// The contours, in order.
    package var contours: [Contour] = []

    /// Creates an empty flattened path.
    package init() {}

    /// Flattens `path` after mapping it by `transform` (control points are mapped, which is exact for Béziers).
    package init(_ path: RasterPath, transform: Transform2D = .identity, tolerance: Double = defaultTolerance) {
        flatten(path, transform: transform, tolerance: tolerance)
    }

    /// Replaces the contents with the flattening of `path`, keeping the storage.
    package mutating func flatten(_ path: RasterPath, transform: Transform2D, tolerance: Double) {
        points.removeAll(keepingCapacity: true)
        contours.removeAll(keepingCapacity: true)
        let tol = max(tolerance, 1e-6)
        let identity = transform.isIdentity
        var contourStart = 0
        var last = Vec2.zero
        var start = Vec2.zero
        var open = false

        func endContour(closed: Bool) {
            if open { contours.append(Contour(range: contourStart..<points.count, isClosed: closed)) }
            open = false
        }
        func begin(_ p: Vec2) {
            endContour(closed: false)
            contourStart = points.count
            points.append(p)
            start = p
            last = p
            open = true
        }
        for element in path.elements {
            let e = identity ? element : element.transformed(by: transform)
            switch e {
            case .move(let p):
                begin(p)
            case .line(let p):
                if !open { begin(last) }
                points.append(p)
                last = p
            case .quad(let c, let p):
                if !open { begin(last) }
                let dd = (last - c * 2 + p).length
                let n = Self.segmentCount(dd / (4 * tol))
                if n <= 1 {
                    points.append(p)
                } else {
                    let p0 = last
                    for i in 1..<n {
                        let t = Double(i) / Double(n), u = 1 - t
                        points.append(Vec2(u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                           u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                    }
                    points.append(p)
                }
                last = p
            case .cubic(let c1, let c2, let p):
                if !open { begin(last) }
                let dd = max((last - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = Self.segmentCount(3 * dd / (4 * tol))
                if n <= 1 {
                    points.append(p)
                } else {
                    let p0 = last
                    for i in 1..<n {
                        let t = Double(i) / Double(n), u = 1 - t
                        let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
                        points.append(Vec2(b0 * p0.x + b1 * c1.x + b2 * c2.x + b3 * p.x,
                                           b0 * p0.y + b1 * c1.y + b2 * c2.y + b3 * p.y))
                    }
                    points.append(p)
                }
                last = p
            case .close:
                if open {
                    endContour(closed: true)
                    last = start
                }
            }
        }
        endContour(closed: false)
    }

    private static func segmentCount(_ squared: Double) -> Int {
        guard squared.isFinite else { return 1 }
        let n = squared.squareRoot().rounded(.up)
        return n < 1 ? 1 : Int(min(n, Double(maxSegmentsPerCurve)))
    }

    /// Removes every point and contour, keeping the storage.
    package mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        contours.removeAll(keepingCapacity: true)
    }

    /// Appends a contour made of `newPoints`.
    package mutating func appendContour<C: Collection>(_ newPoints: C, closed: Bool) where C.Element == Vec2 {
        let start = points.count
        points.append(contentsOf: newPoints)
        if points.count > start { contours.append(Contour(range: start..<points.count, isClosed: closed)) }
    }

    /// Closes the contour made of the points appended since `start` (no-op when there are none).
    package mutating func endContour(from start: Int, closed: Bool) {
        if points.count > start { contours.append(Contour(range: start..<points.count, isClosed: closed)) }
    }

    /// The polylines as a path of lines (closed contours closed).
    package var path: RasterPath {
        var out = RasterPath()
        for contour in contours {
            let pts = points[contour.range]
            guard let first = pts.first else { continue }
            out.move(to: first)
            if pts.count == 1 { out.line(to: first) }
            for p in pts.dropFirst() { out.line(to: p) }
            if contour.isClosed { out.close() }
        }
        return out
    }

    /// The box containing every point.
    package var bounds: BoundingBox {
        var box = BoundingBox.empty
        for p in points { box.include(p) }
        return box
    }
}
