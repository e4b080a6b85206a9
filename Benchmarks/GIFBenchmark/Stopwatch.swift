import Foundation

/// Wall-clock medians of repeated runs (a benchmark, not a test: the monotonic clock is the point).
enum Stopwatch {
    /// The median, in milliseconds, of `runs` timed runs of `body` (no warm-up run: each run does the whole work,
    /// and the first is as representative as the others for seconds-long work).
    static func medianMilliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        var samples = [Double]()
        for _ in 0..<runs {
            let elapsed = try clock.measure(body)
            samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
        }
        return samples.sorted()[samples.count / 2]
    }
}
