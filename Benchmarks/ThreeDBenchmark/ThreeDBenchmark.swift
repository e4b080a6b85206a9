import Foundation

/// One benchmark: a name and the body that measures `rounds` rounds and returns its figures as lines of text.
struct ThreeDBenchmark {
    let name: String
    let run: (_ rounds: Int) -> [String]
}

/// Measures `body` once per round: the wall-clock durations in milliseconds.
func measure(rounds: Int, _ body: (_ round: Int) -> Void) -> [Double] {
    let clock = ContinuousClock()
    return (0..<rounds).map { round in
        let began = clock.now
        body(round)
        let duration = clock.now - began
        return Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
    }
}

/// "median … ms  min … ms" of `milliseconds`, with frames per second.
func summary(_ milliseconds: [Double]) -> String {
    let sorted = milliseconds.sorted()
    let median = sorted[sorted.count / 2], minimum = sorted[0]
    return String(format: "median %.3f ms  min %.3f ms  (%.1f frames/s at the median, %.1f at the minimum)",
                  median, minimum, 1000 / median, 1000 / minimum)
}
