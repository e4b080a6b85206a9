import Foundation

/// Case D-1's numbers, computed here from the article's values (not read from Flipbook): the loader's place,
/// the squares' greys and depths, the spins' ease-in-ease-out curve, and where a point of square k lands on the
/// screen (the inverse: which square point a pixel shows).
enum Article004Geometry {
    /// The screen of the scenes, 414 × 736 points.
    static let screen = (width: 414.0, height: 736.0)
    /// The loader's frame: (W/2 − 50, H/2 − 100, 100, 100).
    static let frame = (x: screen.width / 2 - 50, y: screen.height / 2 - 100, width: 100.0, height: 100.0)
    /// The loader's position (its centre, with the default anchor point).
    static let position = (x: frame.x + 50, y: frame.y + 50)
    /// The squares' corner radius, a quarter of the width.
    static let cornerRadius = 25.0
    /// Square k's zPosition, −20 k.
    static func zPosition(_ k: Int) -> Double { -20 * Double(k) }
    /// Square k's grey on a white base (brightness 1 − 0.1 k), 0 … 255: 255, 229.5, 204, 178.5, 153, 127.5.
    static func grey(_ k: Int) -> Double { 255 * (1 - 0.1 * Double(k)) }
    /// `UIColor.darkGray`, white 1/3.
    static let background = 255.0 / 3

    /// The ease-in-ease-out curve, the cubic Bézier (0, 0), (0.42, 0), (0.58, 1), (1, 1), at `x` (bisection), with
    /// its control points as `CAMediaTimingFunction` stores them, in `Float`s (0.42 is 0.4199999869…).
    static func easeInEaseOut(_ x: Double) -> Double {
        let (x1, x2) = (Double(Float(0.42)), Double(Float(0.58)))
        func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(x1, x2, mid) < x { low = mid } else { high = mid }
        }
        return bezier(0, 1, (low + high) / 2)
    }

    /// How far square k's spin is at `time` (0: identity, 1: half a turn), or `nil` before it begins (0.1 k s):
    /// 1 s forwards, 1 s back, repeated, each way on the ease-in-ease-out curve.
    static func spinProgress(square k: Int, at time: Double) -> Double? {
        let local = time - 0.1 * Double(k)
        guard local >= 0 else { return nil }
        let phase = local.truncatingRemainder(dividingBy: 2)
        return easeInEaseOut(phase <= 1 ? phase : 2 - phase)
    }

    /// Square k's rotation about its z axis at `time`, radians.
    static func spinAngle(square k: Int, at time: Double) -> Double {
        .pi * (spinProgress(square: k, at: time) ?? 0)
    }

    /// The three stages: whether the loader is tilted back 60° (with m34 = −1/500) and whether its squares keep
    /// their depth (a `CATransformLayer`) or are flattened into its plane (a `CALayer`).
    struct Stage {
        let tilted: Bool
        let keepsDepth: Bool

        static let flat = Stage(tilted: false, keepsDepth: false)          // D-1-1
        static let tiltedFlat = Stage(tilted: true, keepsDepth: false)     // D-1-2
        static let final = Stage(tilted: true, keepsDepth: true)           // D-1

        /// The screen point of square k's point (u, v) (0 … 100 in its own bounds) when it is turned by `angle`.
        func screenPoint(u: Double, v: Double, square k: Int, angle: Double) -> (x: Double, y: Double) {
            let (a, b) = (cos(angle) * (u - 50) - sin(angle) * (v - 50), sin(angle) * (u - 50) + cos(angle) * (v - 50))
            let z = keepsDepth ? zPosition(k) : 0
            let (c, s) = tilted ? (cos(Double.pi / 3), sin(Double.pi / 3)) : (1, 0)
            let (y, depth) = (b * c - z * s, b * s + z * c)
            let w = tilted ? 1 - depth / 500 : 1
            return (a / w + position.x, y / w + position.y)
        }

        /// The point (u, v) of square k, turned by `angle`, that the screen point (x, y) shows.
        func squarePoint(x: Double, y: Double, square k: Int, angle: Double) -> (u: Double, v: Double) {
            let (sx, sy) = (x - position.x, y - position.y)
            let z = keepsDepth ? zPosition(k) : 0
            let (c, s) = tilted ? (cos(Double.pi / 3), sin(Double.pi / 3)) : (1, 0)
            let w = tilted ? (1 - z / (500 * c)) / (1 + sy * s / (500 * c)) : 1
            let (a, b) = (sx * w, (sy * w + z * s) / c)
            return (cos(angle) * a + sin(angle) * b + 50, -sin(angle) * a + cos(angle) * b + 50)
        }
    }

    /// The signed distance from (u, v) to the 100 × 100 square with 25-point round corners: negative inside.
    static func distanceToSquare(u: Double, v: Double) -> Double {
        let inner = 50 - cornerRadius
        let (qx, qy) = (abs(u - 50) - inner, abs(v - 50) - inner)
        let outside = hypot(max(qx, 0), max(qy, 0))
        return outside + min(max(qx, qy), 0) - cornerRadius
    }
}
