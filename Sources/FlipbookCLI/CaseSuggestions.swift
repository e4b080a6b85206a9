/// The case identifiers nearest to a mistyped one, for the "no case" message of the one-case commands.
enum CaseSuggestions {
    /// Up to `limit` identifiers of `ids` in order of their edit distance to `typed` (case-insensitive; identifiers
    /// that contain what was typed come first), ties in catalogue order.
    static func nearest(to typed: String, among ids: [String], limit: Int = 3) -> [String] {
        let wanted = Array(typed.lowercased())
        let ranked = ids.enumerated().map { index, id -> (rank: Int, index: Int, id: String) in
            let lowered = id.lowercased()
            let contains = !wanted.isEmpty && lowered.contains(String(wanted))
            return (contains ? 0 : 1 + editDistance(wanted, Array(lowered)), index, id)
        }
        return ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.prefix(limit).map(\.id)
    }

    /// Levenshtein's distance: the fewest insertions, deletions and substitutions turning `a` into `b`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
