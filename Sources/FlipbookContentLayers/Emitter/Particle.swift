/// One live particle at the sampled time: where it is and how it looks.
struct Particle {
    /// The cell that emitted it (its image, contents rectangle and filters).
    let cell: CAEmitterCell
    /// The position in the emitter layer's coordinates (z: toward the viewer).
    var position: SIMD3<Double>
    /// The scale of its image (negative: turned half a turn).
    var scale: Double
    /// The rotation in radians.
    var rotation: Double
    /// The colour its image is multiplied by (red, green, blue, alpha, each 0…1).
    var color: SIMD4<Double>
    /// When it was born, in the emitter layer's time (orders the particles by age).
    var birthTime: Double
}
