/// One of the `count` parts a CI run splits its tests into, written `index/count` with a 1-based index (`2/4`), as
/// `flipbook shard` and the `FLIPBOOK_SHARD` environment variable take it.
public struct TestShard: Sendable, Hashable, CustomStringConvertible {
    /// The environment variable `scripts/test` reads a shard from.
    public static let environmentVariable = "FLIPBOOK_SHARD"

    /// Which part, from 1 to ``count``.
    public let index: Int
    /// How many parts.
    public let count: Int

    /// The shard `index` of `count`.
    ///
    /// - Throws: ``TestShardError`` unless `1 ≤ index ≤ count`.
    public init(index: Int, count: Int) throws(TestShardError) {
        guard count >= 1, (1...count).contains(index) else { throw .invalid("\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    /// The shard written `index/count`, e.g. `2/4`.
    ///
    /// - Throws: ``TestShardError`` for anything else.
    public init(parsing text: String) throws(TestShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { throw .invalid(text) }
        try self.init(index: index, count: count)
    }

    /// `index/count`, as it is written on the command line.
    public var description: String { "\(index)/\(count)" }
}

/// A shard that cannot be used.
public enum TestShardError: Error, Equatable, CustomStringConvertible {
    /// Not `index/count` with `1 ≤ index ≤ count`.
    case invalid(String)
    /// The shard would run no test: there are fewer suites than shards.
    case empty(TestShard, suites: Int)
    /// The test list named no test.
    case noTests

    /// One line saying what is wrong and how a shard is written.
    public var description: String {
        switch self {
        case .invalid(let text):
            return "not a shard: \"\(text)\" (write index/count with 1 ≤ index ≤ count, e.g. 2/4)"
        case .empty(let shard, let suites):
            return "shard \(shard) would run no test: there are only \(suites) suites to split"
        case .noTests:
            return "the test list names no test (pipe `swift test list` into flipbook shard)"
        }
    }
}
