/// The benchmark's deterministic PRNG (xorshift32, same sequence as the reference C benchmark).
struct XorShift32 {
    private(set) var state: UInt32

    init(seed: UInt32) { state = seed == 0 ? 0x9E37_79B9 : seed }

    mutating func next() -> UInt32 {
        var x = state
        x ^= x << 13
        x ^= x >> 17
        x ^= x << 5
        state = x
        return x
    }

    /// A double in [0, 1) from the top 24 bits.
    mutating func unit() -> Double { Double(next() >> 8) / 16_777_216 }
}
