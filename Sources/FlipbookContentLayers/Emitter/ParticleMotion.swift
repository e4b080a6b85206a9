import FlipbookRaster

/// What a particle is at birth, from which its whole life follows in closed form: position p₀ + v·a + ½·g·a²,
/// scale s₀ + ṡ·a, rotation ω·a, colour c₀ + ċ·a (each component kept in 0…1, then multiplied by the parent's), at
/// age `a`.
struct ParticleMotion {
    var origin: SIMD3<Double>
    var velocity: SIMD3<Double>
    var acceleration: SIMD3<Double>
    var lifetime: Double
    var scale: Double
    var scaleSpeed: Double
    var spin: Double
    var color: SIMD4<Double>
    var colorSpeed: SIMD4<Double>
    /// Multiplies the colour after it is clamped: the parent particle's colour for a sub-cell's particle.
    var colorFactor: SIMD4<Double>
    /// The birth time in the emitter layer's time.
    var birthTime: Double

    /// The position at age `a`.
    func position(at a: Double) -> SIMD3<Double> {
        origin + velocity * a + acceleration * (0.5 * a * a)
    }

    /// The velocity at age `a`.
    func velocity(at a: Double) -> SIMD3<Double> {
        velocity + acceleration * a
    }

    /// The scale at age `a`.
    func scale(at a: Double) -> Double {
        scale + scaleSpeed * a
    }

    /// The colour at age `a`, each component clamped to 0…1.
    func color(at a: Double) -> SIMD4<Double> {
        (color + colorSpeed * a).clamped(lowerBound: .zero, upperBound: .one)
    }

    /// The particle at age `a`, emitted by `cell`.
    func particle(of cell: CAEmitterCell, at a: Double) -> Particle {
        Particle(cell: cell, position: position(at: a), scale: scale(at: a), rotation: spin * a, color: color(at: a) * colorFactor,
                 birthTime: birthTime)
    }

    /// The unit direction at longitude `longitude` (in the xy plane from +x) and latitude `latitude` (toward +z),
    /// turned within a cone of full angle `range` around it by the uniform draws `u` (polar) and `v` (azimuth):
    /// uniform over the cone's solid angle, as Apple documents.
    static func direction(longitude: Double, latitude: Double, range: Double, _ u: Double, _ v: Double) -> SIMD3<Double> {
        let (sinLon, cosLon) = DeterministicMath.sinCos(longitude)
        let (sinLat, cosLat) = DeterministicMath.sinCos(latitude)
        let axis = SIMD3(cosLat * cosLon, cosLat * sinLon, sinLat)
        let half = min(abs(range) / 2, .pi)
        guard half > 0 else { return axis }
        let cosHalf = DeterministicMath.sinCos(half).cos
        let cosTheta = 1 - u * (1 - cosHalf)
        let sinTheta = max(0, 1 - cosTheta * cosTheta).squareRoot()
        // Two unit vectors perpendicular to the axis: along the longitude's tangent, and the axis × that.
        let tangent = SIMD3(-sinLon, cosLon, 0)
        let binormal = SIMD3(axis.y * tangent.z - axis.z * tangent.y, axis.z * tangent.x - axis.x * tangent.z,
                             axis.x * tangent.y - axis.y * tangent.x)
        let (sinPhi, cosPhi) = DeterministicMath.sinCos(2 * .pi * v)
        return axis * cosTheta + (tangent * cosPhi + binormal * sinPhi) * sinTheta
    }
}
