import Foundation

/// Splits a test run's suites over shards, deterministically, so that every suite runs in exactly one shard.
///
/// Swift Testing has no sharding of its own, but `swift test --filter REGEX` runs the tests whose identifier
/// (`Module.Suite/test()`) matches. The plan reads the identifiers `swift test list` prints, groups them by top-level
/// suite (`Module.Suite`; a test outside any suite is its own unit), weighs each suite by its tests plus its goldens
/// (the files under `Goldens/<Module>/<Suite>/`: a golden suite's one parameterized test stands for every golden it
/// checks), and deals the suites out heaviest first, each to the lightest shard so far (ties: the lower shard, then
/// the suite's name). The same list and goldens give the same split on every runner; ``filter(for:)`` is the
/// regex that selects one shard's suites.
public struct TestShardPlan: Sendable {
    /// A unit of the split: a top-level suite (or a test outside any suite) and its weight.
    public struct Suite: Sendable, Equatable {
        /// `Module.Suite`, as the test identifiers start.
        public let name: String
        /// Its tests plus its goldens.
        public let weight: Int
    }

    /// How many shards.
    public let count: Int
    /// Each shard's suites (index 0 is shard 1), by name.
    public let shards: [[Suite]]

    /// The plan for `count` shards of the tests `testIdentifiers` (lines of `swift test list`; other lines are
    /// ignored) with `goldenCounts[name]` goldens for the suite `name` (see ``goldenCounts(in:)``).
    ///
    /// - Throws: ``TestShardError/noTests`` when no line is a test identifier.
    public init(testIdentifiers: [String], count: Int, goldenCounts: [String: Int] = [:]) throws(TestShardError) {
        var tests: [String: Int] = [:]
        for line in testIdentifiers {
            guard let name = Self.suiteName(of: line) else { continue }
            tests[name, default: 0] += 1
        }
        guard !tests.isEmpty else { throw .noTests }
        let suites = tests.map { Suite(name: $0.key, weight: $0.value + goldenCounts[$0.key, default: 0]) }
            .sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.name < $1.name }
        var shards = [[Suite]](repeating: [], count: max(count, 1))
        var loads = [Int](repeating: 0, count: shards.count)
        for suite in suites {
            let lightest = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 }!
            shards[lightest].append(suite)
            loads[lightest] += suite.weight
        }
        self.count = shards.count
        self.shards = shards.map { $0.sorted { $0.name < $1.name } }
    }

    /// The suites of `shard`.
    public func suites(in shard: TestShard) -> [Suite] {
        shard.count == count ? shards[shard.index - 1] : []
    }

    /// The regex for `swift test --filter` that selects exactly the tests of `shard`'s suites.
    ///
    /// - Throws: ``TestShardError/empty(_:suites:)`` when the shard has no suite (more shards than suites), or
    ///   ``TestShardError/invalid(_:)`` when the shard is not one of this plan's.
    public func filter(for shard: TestShard) throws(TestShardError) -> String {
        guard shard.count == count else { throw .invalid("\(shard) (the plan has \(count) shards)") }
        let names = suites(in: shard).map(\.name)
        guard !names.isEmpty else { throw .empty(shard, suites: shards.map(\.count).reduce(0, +)) }
        return "^(" + names.map(Self.escaped).joined(separator: "|") + ")(/|$)"
    }

    /// The number of goldens (files with an extension) of every golden suite under `goldensDirectory`
    /// (`<Module>/<Suite>/…`), keyed `Module.Suite`; empty when the folder does not exist.
    public static func goldenCounts(in goldensDirectory: String) -> [String: Int] {
        let fileManager = FileManager.default
        var counts: [String: Int] = [:]
        for module in (try? fileManager.contentsOfDirectory(atPath: goldensDirectory)) ?? [] {
            for suite in (try? fileManager.contentsOfDirectory(atPath: goldensDirectory + "/" + module)) ?? [] {
                let entries = fileManager.enumerator(atPath: goldensDirectory + "/" + module + "/" + suite)?.allObjects ?? []
                counts[module + "." + suite] = entries.compactMap { $0 as? String }
                    .filter { ($0 as NSString).lastPathComponent.contains(".") }.count
            }
        }
        return counts
    }

    /// `Module.Suite` for a test identifier `Module.Suite/…/test()`, the whole identifier for a test outside a suite
    /// (`Module.test()`), `nil` for a line that is not a test identifier.
    static func suiteName(of line: String) -> String? {
        let identifier = line.trimmingCharacters(in: .whitespaces)
        guard let dot = identifier.firstIndex(of: "."), dot != identifier.startIndex,
              identifier[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              let first = identifier[identifier.index(after: dot)...].first, first.isLetter || first == "_" || first == "`"
        else { return nil }
        if let slash = identifier.firstIndex(of: "/") { return String(identifier[..<slash]) }
        return identifier
    }

    /// `text` with the regex metacharacters escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
