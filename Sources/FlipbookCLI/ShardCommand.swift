import ArgumentParser
import Foundation
import FlipbookHarness

/// `flipbook shard`: the `swift test --filter` regex that runs one CI shard's suites.
struct ShardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shard",
        abstract: "Print the swift test --filter regex of one shard of the test suites.",
        discussion: """
        Reads the test list (`swift test --skip-build list`) and splits its top-level suites over the shards, \
        weighing golden suites by their goldens; every suite lands in exactly one shard, the same on every runner. \
        Example: swift test --skip-build --filter "$(swift test --skip-build list | flipbook shard 2/4)"
        """)

    @Argument(help: "The shard, index/count with a 1-based index, e.g. 2/4. (default: $FLIPBOOK_SHARD)")
    var shard: String?

    @Option(help: "A file holding the test list. (default: standard input)")
    var tests: String?

    @Option(help: "The goldens folder, whose files weigh the golden suites.")
    var goldens = "Goldens"

    @Flag(help: "Print the shard's suites, one per line, instead of the regex.")
    var list = false

    func run() throws {
        guard let text = shard ?? ProcessInfo.processInfo.environment[TestShard.environmentVariable] else {
            throw ValidationError("no shard: pass index/count (e.g. 2/4) or set \(TestShard.environmentVariable)")
        }
        let shard = try TestShard(parsing: text)
        let input = try tests.map { try String(contentsOfFile: $0, encoding: .utf8) }
            ?? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        let plan = try TestShardPlan(testIdentifiers: input.split(separator: "\n").map(String.init), count: shard.count,
                                     goldenCounts: TestShardPlan.goldenCounts(in: goldens))
        if list {
            for suite in plan.suites(in: shard) { print(suite.name) }
        } else {
            print(try plan.filter(for: shard))
        }
    }
}
