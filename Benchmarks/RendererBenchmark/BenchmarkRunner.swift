import FlipbookRaster

/// Times scenes like the reference C benchmark: calibrate an op count (×4 until a run takes a quarter of the
/// minimum time), then `trials` timed runs from a cleared target; the median rate is reported. The output hash
/// comes from a separate, fixed-length run.
struct BenchmarkRunner {
    let context: SceneContext
    let minimumTime: Double
    let trials: Int

    private func clear(_ scene: BenchmarkScene) {
        if scene.usesLargeTarget { context.surface1k.fill(SceneContext.white) } else { context.surface.fill(SceneContext.white) }
        scene.setup(context)
    }

    private func timedRun(_ scene: BenchmarkScene, ops: Int) -> Double {
        clear(scene)
        let clock = ContinuousClock()
        let elapsed = clock.measure { scene.run(context, ops) }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    func measure(_ scene: BenchmarkScene) -> BenchmarkResult {
        var ops = 1
        while true {
            let dt = timedRun(scene, ops: ops)
            if dt >= minimumTime / 4 || ops >= 1 << 24 {
                ops = Int(minimumTime / max(dt / Double(ops), 1e-9)) + 1
                break
            }
            ops *= 4
        }
        var rates: [Double] = []
        for _ in 0..<trials { rates.append(Double(ops) / timedRun(scene, ops: ops)) }
        rates.sort()
        clear(scene)
        scene.run(context, scene.hashOps)
        let hash = context.output(of: scene).fnv1a
        return BenchmarkResult(scene: scene.name, description: scene.description, opsPerSecond: rates[trials / 2],
                               pixelsPerOp: scene.pixelsPerOp, hash: hash)
    }

    /// One run of exactly `ops` operations (no calibration); the hash is of that run's output.
    func measureFixed(_ scene: BenchmarkScene, ops: Int) -> BenchmarkResult {
        let dt = timedRun(scene, ops: ops)
        let hash = context.output(of: scene).fnv1a
        return BenchmarkResult(scene: scene.name, description: scene.description, opsPerSecond: Double(ops) / dt,
                               pixelsPerOp: scene.pixelsPerOp, hash: hash)
    }
}
