/// Counter-based random numbers for particles: every value is a hash of a key (the layer's seed, the cell's place,
/// the particle's birth index, the draw's number), so any particle's draws are computed directly, in any order,
/// with no generator state carried from frame to frame.
struct ParticleRandom: Sendable {
    /// The key the draws of this stream hash.
    let key: UInt64

    /// The stream of an emitter layer whose `seed` is `seed`.
    init(seed: UInt32) {
        key = Self.mix(UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15)
    }

    private init(key: UInt64) {
        self.key = key
    }

    /// The independent stream numbered `index` below this one (a cell of this emitter, a particle of this cell).
    func child(_ index: Int) -> ParticleRandom {
        ParticleRandom(key: Self.mix(key ^ Self.mix(UInt64(bitPattern: Int64(index)) &+ 0xD1B5_4A32_D192_ED03)))
    }

    /// Draw number `index` of this stream: uniform in [0, 1).
    func uniform(_ index: Int) -> Double {
        let bits = Self.mix(key &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        return Double(bits >> 11) * 0x1p-53
    }

    /// A value of mean `mean` and range `range`: uniform in [mean − range/2, mean + range/2], as Apple documents.
    func value(_ index: Int, mean: Double, range: Double) -> Double {
        range == 0 ? mean : mean + range * (uniform(index) - 0.5)
    }

    /// SplitMix64's finaliser: a bijective mix of all 64 bits.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
