/// A line diff of two texts in the unified format of `diff -u` and `git diff`: a `---`/`+++` header, then hunks
/// `@@ -a,b +c,d @@` (`,1` left out, as `diff -u` does) of changed lines (`-` expected, `+` actual) with up to ``context`` unchanged lines around them.
///
/// The edit script is a shortest one (Myers' algorithm) between the lines left once the common first and last lines
/// are set aside, so that a change in a long text costs time in proportion to the change. Beyond
/// ``maximumEditDistance`` edits the middle is shown as one replacement (every expected line removed, every actual
/// line added): still a correct diff, in bounded time and memory.
///
/// ```swift
/// let diff = UnifiedDiff(expected: "a\nb\nc\n", actual: "a\nB\nc\n", expectedLabel: "golden", actualLabel: "actual")
/// print(diff.text)
/// // --- golden
/// // +++ actual
/// // @@ -1,3 +1,3 @@
/// //  a
/// // -b
/// // +B
/// //  c
/// ```
public struct UnifiedDiff: Sendable, Equatable {
    /// Unchanged lines shown before and after each change (hunks closer than twice this merge): 3, as `diff -u`.
    public static let context = 3
    /// The most insertions plus deletions the shortest edit script is searched for: 1,000 (the search then holds at
    /// most about a million saved positions, 8 MB).
    public static let maximumEditDistance = 1000

    /// One line of a hunk.
    enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The diff's text: empty when the texts have the same lines, else the header and the hunks, each line ending in
    /// a newline.
    public let text: String
    /// How many lines were removed from the expected text.
    public let removedLineCount: Int
    /// How many lines were added in the actual text.
    public let addedLineCount: Int

    /// The diff from `expected` to `actual`, headed `--- expectedLabel` and `+++ actualLabel`. Lines are split at
    /// `\n`; a final newline ends the last line instead of starting an empty one.
    public init(expected: String, actual: String, expectedLabel: String, actualLabel: String) {
        let old = Self.lines(expected), new = Self.lines(actual)
        let script = Self.editScript(old, new)
        removedLineCount = script.count { if case .removed = $0 { true } else { false } }
        addedLineCount = script.count { if case .added = $0 { true } else { false } }
        guard removedLineCount + addedLineCount > 0 else {
            text = ""
            return
        }
        text = "--- \(expectedLabel)\n+++ \(actualLabel)\n" + Self.hunks(script).joined()
    }

    /// Whether the two texts have the same lines.
    public var isEmpty: Bool { text.isEmpty }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The lines of both texts in order, each marked same, removed or added.
    static func editScript(_ old: [String], _ new: [String]) -> [Line] {
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)]), b = Array(new[prefix..<(new.count - suffix)])
        let middle = shortestEdit(a, b) ?? (a.map(Line.removed) + b.map(Line.added))
        return old[..<prefix].map(Line.same) + middle + old[(old.count - suffix)...].map(Line.same)
    }

    /// Myers' greedy shortest edit script of `a` into `b` (deletions before insertions at each change), or `nil`
    /// when it needs more than ``maximumEditDistance`` edits.
    private static func shortestEdit(_ a: [String], _ b: [String]) -> [Line]? {
        let n = a.count, m = b.count
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for d in 0...limit {
            // The frontier of diagonals −d − 1 … d + 1, all that the step back from distance d reads.
            trace.append(Array(frontier[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n && y >= m { return backtrack(a, b, trace: trace, d: d) }
            }
        }
        return nil
    }

    /// The edit script found at distance `d`, read back through the saved frontiers (`trace[step]` holds diagonals
    /// −step − 1 … step + 1).
    private static func backtrack(_ a: [String], _ b: [String], trace: [[Int]], d: Int) -> [Line] {
        var x = a.count, y = b.count
        var reversed: [Line] = []
        for step in stride(from: d, to: 0, by: -1) {
            let frontier = trace[step]
            let offset = step + 1
            let k = x - y
            let down = k == -step || (k != step && frontier[offset + k - 1] < frontier[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = frontier[offset + previousK], previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                reversed.append(.same(a[x]))
            }
            if down {
                y -= 1
                reversed.append(.added(b[y]))
            } else {
                x -= 1
                reversed.append(.removed(a[x]))
            }
        }
        while x > 0 && y > 0 {
            x -= 1
            y -= 1
            reversed.append(.same(a[x]))
        }
        return reversed.reversed()
    }

    /// A hunk header's range as `diff -u` writes it: `start,count`, or `start` alone for one line.
    private static func span(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    /// The hunks of `script`: each run of changes with ``context`` lines around it, runs closer than twice the
    /// context joined.
    private static func hunks(_ script: [Line]) -> [String] {
        let changed = script.indices.filter { if case .same = script[$0] { false } else { true } }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(script.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...range.upperBound
            } else {
                ranges.append(range)
            }
        }
        // Line numbers before each script position, in the old and the new text.
        var oldLine = [0], newLine = [0]
        for line in script {
            switch line {
            case .same: oldLine.append(oldLine.last! + 1); newLine.append(newLine.last! + 1)
            case .removed: oldLine.append(oldLine.last! + 1); newLine.append(newLine.last!)
            case .added: oldLine.append(oldLine.last!); newLine.append(newLine.last! + 1)
            }
        }
        return ranges.map { range in
            let oldCount = oldLine[range.upperBound + 1] - oldLine[range.lowerBound]
            let newCount = newLine[range.upperBound + 1] - newLine[range.lowerBound]
            // As `diff -u`: an empty side is numbered by the line before it.
            let oldStart = oldCount == 0 ? oldLine[range.lowerBound] : oldLine[range.lowerBound] + 1
            let newStart = newCount == 0 ? newLine[range.lowerBound] : newLine[range.lowerBound] + 1
            var hunk = "@@ -\(span(oldStart, oldCount)) +\(span(newStart, newCount)) @@\n"
            for line in script[range] {
                switch line {
                case .same(let text): hunk += " \(text)\n"
                case .removed(let text): hunk += "-\(text)\n"
                case .added(let text): hunk += "+\(text)\n"
                }
            }
            return hunk
        }
    }
}
