/// One benchmark scene: a name shared with the reference C benchmark, what it draws, and how.
struct BenchmarkScene {
    let name: String
    let description: String
    /// Draws into the 1024×1024 target instead of the 640×960 one.
    var usesLargeTarget = false
    /// Output pixels per op, for Mpx/s (0: not reported).
    var pixelsPerOp = 0
    /// Prepares the context (reseeds the PRNG) before a timed run.
    var setup: (SceneContext) -> Void = { $0.rng = XorShift32(seed: 12345) }
    /// Draws `ops` operations.
    let run: (SceneContext, Int) -> Void

    /// Ops drawn for the output hash (fewer for the heavy scenes, as in the C benchmark).
    var hashOps: Int {
        pixelsPerOp > 200_000 || name.contains("group") || name.contains("star") || name.contains("polygram") ? 5 : 100
    }
}
