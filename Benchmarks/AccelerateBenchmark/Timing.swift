import Foundation

/// Wall-clock times of repeated work, in milliseconds.
struct Timing {
    let milliseconds: [Double]

    /// Runs `body` once untimed (a warm-up), then times `rounds` runs of it.
    static func milliseconds(rounds: Int, _ body: () -> Void) -> Timing {
        body()
        let clock = ContinuousClock()
        return Timing(milliseconds: (0..<rounds).map { _ in
            let duration = clock.measure(body)
            return Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
        })
    }

    /// "median … ms, min … ms".
    var summary: String {
        let sorted = milliseconds.sorted()
        return String(format: "median %.2f ms, min %.2f ms", sorted[sorted.count / 2], sorted[0])
    }
}
