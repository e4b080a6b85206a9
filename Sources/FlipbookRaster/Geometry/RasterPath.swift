/// A vector path: subpaths of lines, quadratic and cubic Béziers, in any coordinate space.
/// Arcs, ellipses and rounded rectangles are stored as cubics (see the shape builders).
///
/// A `line` or curve without a current point starts a subpath at its end point; after `close` the current point
/// is the start of the closed subpath, as in Core Graphics.
package struct RasterPath: Sendable, Equatable {
    /// The elements in drawing order.
    package private(set) var elements: [PathElement] = []
    /// The current point (end of the last element), `nil` for an empty path.
    package private(set) var currentPoint: Vec2?
    private var subpathStart: Vec2?

    /// Creates an empty path.
    package init() {}

    /// Makes room for `count` more elements, so that shape builders append without regrowing the storage.
    package mutating func reserveCapacity(forAdditional count: Int) {
        elements.reserveCapacity(elements.count + count)
    }

    /// Whether the path has no elements.
    package var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `p`.
    package mutating func move(to p: Vec2) {
        elements.append(.move(p))
        currentPoint = p
        subpathStart = p
    }

    private mutating func ensureCurrentPoint(_ p: Vec2) {
        if currentPoint == nil { move(to: p) }
    }

    /// Appends a line from the current point to `p`.
    package mutating func line(to p: Vec2) {
        if currentPoint == nil { move(to: p); return }
        elements.append(.line(p))
        currentPoint = p
    }

    /// Appends a quadratic Bézier with control point `c` ending at `p`.
    package mutating func quad(control c: Vec2, to p: Vec2) {
        ensureCurrentPoint(c)
        elements.append(.quad(c, p))
        currentPoint = p
    }

    /// Appends a cubic Bézier with control points `c1`, `c2` ending at `p`.
    package mutating func cubic(control1 c1: Vec2, control2 c2: Vec2, to p: Vec2) {
        ensureCurrentPoint(c1)
        elements.append(.cubic(c1, c2, p))
        currentPoint = p
    }

    /// Closes the current subpath (no effect on an empty path or right after another `close`).
    package mutating func close() {
        guard currentPoint != nil, elements.last != .close else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Appends every element of `other`, mapped by `transform`.
    package mutating func append(_ other: RasterPath, transform: Transform2D = .identity) {
        for element in other.elements {
            switch element.transformed(by: transform) {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(control: c, to: p)
            case .cubic(let c1, let c2, let p): cubic(control1: c1, control2: c2, to: p)
            case .close: close()
            }
        }
    }

    /// The path with every point mapped by `t`.
    package func transformed(by t: Transform2D) -> RasterPath {
        var out = RasterPath()
        out.append(self, transform: t)
        return out
    }

    /// The box containing every point and control point (a superset of the exact bounds for curves).
    package var controlPointBounds: BoundingBox {
        var box = BoundingBox.empty
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.include(p)
            case .quad(let c, let p): box.include(c); box.include(p)
            case .cubic(let c1, let c2, let p): box.include(c1); box.include(c2); box.include(p)
            case .close: break
            }
        }
        return box
    }

    /// When the path is exactly one axis-aligned rectangle (move + 3 or 4 lines, optionally closed), its box.
    /// The renderer fills such paths with an analytic fast path.
    package var axisAlignedRectangle: BoundingBox? {
        let n = elements.count
        guard n >= 4, n <= 6, case .move(let p0) = elements[0],
              case .line(let p1) = elements[1], case .line(let p2) = elements[2], case .line(let p3) = elements[3]
        else { return nil }
        switch n {
        case 4: break
        case 5:
            if case .line(let p4) = elements[4] { guard p4 == p0 else { return nil } } else if elements[4] != .close { return nil }
        default:
            guard case .line(let p4) = elements[4], p4 == p0, elements[5] == .close else { return nil }
        }
        let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard horizontalFirst || verticalFirst else { return nil }
        return BoundingBox(minX: min(p0.x, p2.x), minY: min(p0.y, p2.y), maxX: max(p0.x, p2.x), maxY: max(p0.y, p2.y))
    }
}
