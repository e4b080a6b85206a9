import Foundation

/// One benchmark: a name and the body that measures `rounds` rounds and returns its figures as lines of text.
struct ThreeDBenchmark {
    let name: String
    let run: (_ rounds: Int) -> [String]
}

/// The wall-clock times of the rounds of a benchmark, in milliseconds.
struct RoundTimes {
    let milliseconds: [Double]

    /// The median time.
    var median: Double { milliseconds.sorted()[milliseconds.count / 2] }

    /// "median … ms  min … ms", with the frames per second they mean (one frame a round).
    var summary: String {
        let median = median, minimum = milliseconds.min() ?? median
        return String(format: "median %.3f ms  min %.3f ms  (%.1f frames/s at the median, %.1f at the minimum)",
                      median, minimum, 1000 / median, 1000 / minimum)
    }
}

/// Runs `body` for round 0 (a warm-up, not timed), then times it for rounds 1 through `rounds`.
func measure(rounds: Int, _ body: (_ round: Int) -> Void) -> RoundTimes {
    body(0)
    let clock = ContinuousClock()
    return RoundTimes(milliseconds: (1...max(rounds, 1)).map { round in
        let duration = clock.measure { body(round) }
        return Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
    })
}
