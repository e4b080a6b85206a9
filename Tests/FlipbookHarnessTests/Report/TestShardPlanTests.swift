import Foundation
import FlipbookHarness
import Testing

@Suite("Sharding the suites over CI runners")
struct TestShardPlanTests {
    /// A test list as `swift test list` prints it: golden suites (one parameterized test each), plain suites, a
    /// nested suite, a test outside any suite, and a line that is not a test.
    static let list = [
        "FlipbookVolume1Tests.Chapter1Goldens/frame(_:)",
        "FlipbookVolume1Tests.Chapter2Goldens/frame(_:)",
        "FlipbookVolume1Tests.SceneClaims/everySceneClaimed()",
        "FlipbookVolume2Tests.Chapter6Goldens/frame(_:)",
        "FlipbookVolume2Tests.Chapter7Goldens/frame(_:)",
        "FlipbookVolume2Tests.Case39CanvasTests/draws()",
        "FlipbookVolume2Tests.Case39CanvasTests/erases()",
        "FlipbookHarnessTests.ReportAndUpdateTests/report()",
        "FlipbookHarnessTests.ReportAndUpdateTests/orphans()",
        "FlipbookHarnessTests.Outer/Inner/nested()",
        "FlipbookHarnessTests.freeFunction()",
        "Build complete! (0.5s)",
    ]
    static let goldens = [
        "FlipbookVolume1Tests.Chapter1Goldens": 30, "FlipbookVolume1Tests.Chapter2Goldens": 12,
        "FlipbookVolume2Tests.Chapter6Goldens": 40, "FlipbookVolume2Tests.Chapter7Goldens": 25,
    ]

    @Test("every suite runs in exactly one shard, and each shard's filter selects exactly its suites' tests", arguments: 1...6)
    func partition(count: Int) throws {
        let plan = try TestShardPlan(testIdentifiers: Self.list, count: count, goldenCounts: Self.goldens)
        let tests = Self.list.dropLast()
        var runs: [String: Int] = [:]
        for index in 1...count {
            let shard = try TestShard(index: index, count: count)
            let filter = try Regex(try plan.filter(for: shard))
            let selected = tests.filter { $0.contains(filter) }
            for test in selected { runs[test, default: 0] += 1 }
            let suites = Set(plan.suites(in: shard).map(\.name))
            #expect(selected.allSatisfy { test in suites.contains { test == $0 || test.hasPrefix($0 + "/") } })
        }
        #expect(runs.count == tests.count)
        #expect(runs.values.allSatisfy { $0 == 1 })
    }

    @Test("the split is balanced by tests and goldens, heaviest first, and the same every time")
    func balanced() throws {
        let plan = try TestShardPlan(testIdentifiers: Self.list, count: 2, goldenCounts: Self.goldens)
        #expect(plan.shards.map { $0.map(\.name) } == [
            ["FlipbookHarnessTests.ReportAndUpdateTests", "FlipbookHarnessTests.freeFunction()",
             "FlipbookVolume1Tests.Chapter2Goldens", "FlipbookVolume2Tests.Case39CanvasTests",
             "FlipbookVolume2Tests.Chapter6Goldens"],
            ["FlipbookHarnessTests.Outer", "FlipbookVolume1Tests.Chapter1Goldens", "FlipbookVolume1Tests.SceneClaims",
             "FlipbookVolume2Tests.Chapter7Goldens"],
        ])
        #expect(plan.shards.map { $0.map(\.weight).reduce(0, +) } == [59, 59])
        #expect(try plan.filter(for: TestShard(parsing: "1/2")) == #"^(FlipbookHarnessTests\.ReportAndUpdateTests|FlipbookHarnessTests\.freeFunction\(\)|"#
            + #"FlipbookVolume1Tests\.Chapter2Goldens|FlipbookVolume2Tests\.Case39CanvasTests|FlipbookVolume2Tests\.Chapter6Goldens)(/|$)"#)
        let again = try TestShardPlan(testIdentifiers: Self.list.reversed(), count: 2, goldenCounts: Self.goldens)
        #expect(again.shards == plan.shards)
    }

    @Test("the goldens folder weighs each golden suite by its files")
    func goldenCounts() throws {
        let folder = try TestImages.temporaryDirectory("shard-goldens")
        try FileManager.default.createDirectory(atPath: folder + "/M/Suite/Nested", withIntermediateDirectories: true)
        for name in ["a.t=0.000.png", "a.t=1.000.png", "Nested/b.png"] {
            try Data().write(to: URL(fileURLWithPath: folder + "/M/Suite/" + name))
        }
        #expect(TestShardPlan.goldenCounts(in: folder) == ["M.Suite": 3])
        #expect(TestShardPlan.goldenCounts(in: folder + "/missing").isEmpty)
    }

    @Test("bad shards, an empty shard and an empty list are errors")
    func errors() throws {
        for text in ["0/2", "3/2", "1/0", "2", "a/b", "1/2/3"] {
            #expect(throws: TestShardError.invalid(text)) { try TestShard(parsing: text) }
        }
        let plan = try TestShardPlan(testIdentifiers: ["M.A/x()", "M.B/y()"], count: 3)
        #expect(throws: TestShardError.empty(try TestShard(index: 3, count: 3), suites: 2)) {
            try plan.filter(for: TestShard(index: 3, count: 3))
        }
        #expect(throws: TestShardError.noTests) { try TestShardPlan(testIdentifiers: ["", "Building..."], count: 2) }
    }
}
