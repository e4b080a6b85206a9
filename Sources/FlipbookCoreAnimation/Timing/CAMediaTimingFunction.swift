import Foundation

/// A cubic Bézier easing curve from (0, 0) to (1, 1), mapping an animation's time fraction to its progress.
///
/// Evaluation solves `x(s) = t` exactly (Newton's method with a bisection fallback, to 1e-12) and returns
/// `y(s)`. Inputs outside [0, 1] are clamped, as Core Animation does (CSS extrapolates instead).
/// Control points are stored as `Float`, as Apple's.
public final class CAMediaTimingFunction: CustomStringConvertible, @unchecked Sendable {
    private let c1x: Float, c1y: Float, c2x: Float, c2y: Float

    /// Creates a curve with control points `(c1x, c1y)` and `(c2x, c2y)`.
    ///
    /// x coordinates outside [0, 1] would make the curve ambiguous; they are clamped into [0, 1]
    /// (y coordinates may overshoot). Non-finite values are replaced by the linear curve's.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func clampX(_ v: Float, _ fallback: Float) -> Float { v.isFinite ? min(1, max(0, v)) : fallback }
        self.c1x = clampX(c1x, 0)
        self.c1y = c1y.isFinite ? c1y : 0
        self.c2x = clampX(c2x, 1)
        self.c2y = c2y.isFinite ? c2y : 1
    }

    /// Creates one of the predefined curves. An unknown name gives the linear curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `index` (0…3) into `values[0]`, `values[1]`: (0, 0), c1, c2, (1, 1).
    /// An index outside 0…3 leaves `values` unchanged.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        guard let point = controlPoint(at: index) else { return }
        values[0] = point.x
        values[1] = point.y
    }

    /// Control point `index` (0…3), or `nil` outside that range.
    func controlPoint(at index: Int) -> (x: Float, y: Float)? {
        switch index {
        case 0: (0, 0)
        case 1: (c1x, c1y)
        case 2: (c2x, c2y)
        case 3: (1, 1)
        default: nil
        }
    }

    /// A textual description with the control points.
    public var description: String { "CAMediaTimingFunction(\(c1x), \(c1y), \(c2x), \(c2y))" }

    /// The curve's output for the input fraction `x` (clamped into [0, 1]).
    func evaluate(_ x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let ax = Double(c1x), bx = Double(c2x), ay = Double(c1y), by = Double(c2y)
        if ax == ay && bx == by { return x }
        let s = Self.solve(x, p1: ax, p2: bx)
        return Self.bezier(s, ay, by)
    }

    /// Cubic Bézier coordinate with end points 0 and 1 and inner control values `p1`, `p2`.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Finds `s` in [0, 1] with `bezier(s) == x` (x(s) is monotonic because the x control points are in [0, 1]).
    static func solve(_ x: Double, p1: Double, p2: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, p1, p2) - x
            if abs(error) < 1e-12 { return s }
            let slope = bezierSlope(s, p1, p2)
            guard abs(slope) > 1e-9 else { break }
            let next = s - error / slope
            guard next >= 0, next <= 1 else { break }
            s = next
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<100 {
            let value = bezier(s, p1, p2)
            if abs(value - x) < 1e-12 { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }
}
