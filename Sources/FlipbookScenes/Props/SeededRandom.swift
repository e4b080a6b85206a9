/// A seeded stand-in for `arc4random()` and `arc4random_uniform(_:)`: the seeds pick random colours, transition
/// types and heights, and a scene must render the same bytes every time, so each scene draws its "random" numbers
/// from its own generator with a fixed seed (SplitMix64; the high 32 bits of each output).
package struct SeededRandom {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next number in 0…`UInt32.max`, as `arc4random()` returns.
    package mutating func arc4random() -> UInt32 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: (z ^ (z >> 31)) >> 32)
    }

    /// A number in 0..<`upperBound` (0 when `upperBound` is 0), uniformly, as `arc4random_uniform(_:)` returns it:
    /// numbers below 2³² mod `upperBound` are drawn again, so that every remainder is equally likely.
    package mutating func arc4random_uniform(_ upperBound: UInt32) -> UInt32 {
        guard upperBound > 1 else { return 0 }
        let floor = (0 &- upperBound) % upperBound
        var number = arc4random()
        while number < floor { number = arc4random() }
        return number % upperBound
    }
}
