/// What an update run (`flipbook update-goldens`, record mode `failed`) did to the goldens, from its results log.
public struct GoldenUpdateSummary: Sendable, Equatable {
    /// Goldens that did not exist and were written.
    public var added: [String] = []
    /// Goldens that were outside tolerance (or unreadable) and were rewritten.
    public var changed: [String] = []
    /// Goldens within tolerance: their bytes were left alone.
    public var unchanged: [String] = []
    /// Checks that failed without recording (a write error, or recording disabled): the update is incomplete.
    public var failed: [String] = []

    /// Sorts the latest result of every golden into the four lists.
    public init(results: [GoldenResult]) {
        var latest: [String: GoldenResult] = [:]
        for result in results { latest[result.golden] = result }
        for golden in latest.keys.sorted() {
            switch latest[golden]!.status {
            case .recorded: added.append(golden)
            case .rerecorded: changed.append(golden)
            case .passed: unchanged.append(golden)
            case .failed, .sizeMismatch, .missing, .unreadable: failed.append(golden)
            }
        }
    }

    /// A few lines for the terminal.
    public var text: String {
        var lines = ["goldens: \(added.count) added, \(changed.count) changed, \(unchanged.count) left alone, \(failed.count) failed"]
        lines += added.map { "  added    \($0)" }
        lines += changed.map { "  changed  \($0)" }
        lines += failed.map { "  FAILED   \($0)" }
        return lines.joined(separator: "\n")
    }
}
