/// A seeded stand-in for `arc4random()`: the articles pick random colours and transition types on every tap, and
/// a scene must render the same bytes every time, so each scene draws its "random" numbers from its own generator
/// with a fixed seed (SplitMix64; the high 32 bits of each output).
struct SeededRandom {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next number in 0…`UInt32.max`, as `arc4random()` returns.
    mutating func arc4random() -> UInt32 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: (z ^ (z >> 31)) >> 32)
    }
}
