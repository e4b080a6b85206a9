/// One drawing command of a ``RasterPath``. Curve elements list their control points first and the end point last.
package enum PathElement: Sendable, Equatable {
    /// Starts a new subpath at the point.
    case move(Vec2)
    /// A straight line to the point.
    case line(Vec2)
    /// A quadratic Bézier curve: control point, end point.
    case quad(Vec2, Vec2)
    /// A cubic Bézier curve: first control point, second control point, end point.
    case cubic(Vec2, Vec2, Vec2)
    /// Closes the current subpath with a line back to its start.
    case close

    /// The element with every point mapped by `t`.
    package func transformed(by t: Transform2D) -> PathElement {
        switch self {
        case .move(let p): return .move(t.apply(p))
        case .line(let p): return .line(t.apply(p))
        case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
        case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
        case .close: return .close
        }
    }
}
