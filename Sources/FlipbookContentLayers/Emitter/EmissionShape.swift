import FlipbookGraphics
import FlipbookRaster

/// Where on an emitter's shape a particle is born: the shape, its mode and its size (`emitterSize`,
/// `emitterDepth`), as offsets from the emitter position.
struct EmissionShape: Sendable {
    var shape: CAEmitterLayerEmitterShape
    var mode: CAEmitterLayerEmitterMode
    var width: Double
    var height: Double
    var depth: Double

    /// The number of uniform draws ``offset(_:)`` reads.
    static let drawCount = 5

    /// The birth offset (x, y, z) from the emitter position for the uniform draws `d` (``drawCount`` of them,
    /// in [0, 1)). Unknown shapes emit from the point; unknown modes as `volume`.
    func offset(_ d: [Double]) -> SIMD3<Double> {
        let u = d[0], v = d[1], w = d[2]
        switch shape {
        case .line:
            return SIMD3(mode == .points ? end(u, width) : (u - 0.5) * width, 0, 0)
        case .rectangle:
            switch mode {
            case .points: return SIMD3(end(u, width), end(v, height), 0)
            case .outline: return SIMD3(perimeterPoint(u, width, height), 0)
            default: return SIMD3((u - 0.5) * width, (v - 0.5) * height, 0)
            }
        case .cuboid:
            return cuboidPoint(u, v, w, d[3])
        case .circle:
            let radius = width
            switch mode {
            case .points: return .zero
            case .outline: return radius * unitCircle(u)
            default: return radius * v.squareRoot() * unitCircle(u)
            }
        case .sphere:
            let radius = width
            let direction = unitSphere(u, v)
            switch mode {
            case .points: return .zero
            case .outline, .surface: return radius * direction
            default: return radius * max(w, d[3], d[4]) * direction  // the largest of three uniforms: ∛ of one
            }
        default:
            return .zero
        }
    }

    /// The direction in the xy plane that longitude 0 points to for a particle born at `offset`, when it is not +x:
    /// a line's upper normal (−y: longitude π points down the screen, so a negative velocity moves up, as the book
    /// reads Case 43), and the outward radius on a circle's or sphere's outline or surface.
    func naturalDirection(at offset: SIMD3<Double>) -> SIMD3<Double>? {
        switch shape {
        case .line: SIMD3(0, -1, 0)
        case .circle, .sphere: mode == .outline || mode == .surface ? offset : nil
        default: nil
        }
    }

    /// One of the two ends of an extent `size` centred on 0, chosen by `u`.
    private func end(_ u: Double, _ size: Double) -> Double {
        (u < 0.5 ? -0.5 : 0.5) * size
    }

    /// The point at fraction `u` of the perimeter of a `width × height` rectangle centred on 0 (z = 0).
    private func perimeterPoint(_ u: Double, _ width: Double, _ height: Double) -> SIMD2<Double> {
        let total = 2 * (width + height)
        guard total > 0 else { return .zero }
        var d = u * total
        if d < width { return SIMD2(d - width / 2, -height / 2) }
        d -= width
        if d < height { return SIMD2(width / 2, d - height / 2) }
        d -= height
        if d < width { return SIMD2(width / 2 - d, height / 2) }
        d -= width
        return SIMD2(-width / 2, height / 2 - d)
    }

    /// A point of a cuboid for the mode: a corner, a point of an edge, of a face, or of the inside.
    private func cuboidPoint(_ u: Double, _ v: Double, _ w: Double, _ x: Double) -> SIMD3<Double> {
        let size = SIMD3(width, height, depth)
        let sides = SIMD3(end(v, 1), end(w, 1), end(x, 1))
        switch mode {
        case .points:
            return SIMD3(end(u, 1), sides.y, sides.z) * size
        case .outline:
            // Twelve edges, four along each axis, picked in proportion to their length.
            guard let (axis, fraction) = pick(u, weights: size) else { return .zero }
            var point = sides
            point[axis] = fraction - 0.5
            return point * size
        case .surface:
            // Six faces, two across each axis, picked in proportion to their area.
            guard let (axis, fraction) = pick(u, weights: SIMD3(height * depth, width * depth, width * height)) else {
                return .zero
            }
            var point = SIMD3<Double>(repeating: 0)
            point[axis] = sides.x
            point[(axis + 1) % 3] = fraction - 0.5
            point[(axis + 2) % 3] = w - 0.5
            return point * size
        default:
            return SIMD3(u - 0.5, v - 0.5, w - 0.5) * size
        }
    }

    /// The axis that `u` falls on when [0, 1) is split in proportion to `weights`, and where within its share
    /// (0…1); `nil` when every weight is 0.
    private func pick(_ u: Double, weights: SIMD3<Double>) -> (axis: Int, fraction: Double)? {
        let total = weights.sum()
        guard total > 0 else { return nil }
        var d = u * total
        var axis = 0
        while axis < 2, d >= weights[axis] || weights[axis] == 0 {
            d -= weights[axis]
            axis += 1
        }
        return (axis, weights[axis] == 0 ? 0 : min(d / weights[axis], 1))
    }

    /// The unit vector at angle 2πu in the xy plane.
    private func unitCircle(_ u: Double) -> SIMD3<Double> {
        let (s, c) = DeterministicMath.sinCos(2 * .pi * u)
        return SIMD3(c, s, 0)
    }

    /// A unit vector uniformly distributed on the sphere (z uniform in [−1, 1], azimuth 2πu).
    private func unitSphere(_ u: Double, _ v: Double) -> SIMD3<Double> {
        let z = 2 * v - 1
        let ring = (1 - z * z).squareRoot()
        let (s, c) = DeterministicMath.sinCos(2 * .pi * u)
        return SIMD3(ring * c, ring * s, z)
    }
}
