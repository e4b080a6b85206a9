import Foundation
import FlipbookHarness
import FlipbookImageIO
import Testing

/// `results.jsonl` holds one run's checks: a new run empties it on its first line, the processes and tasks of one
/// run add to it.
@Suite("Results log: one run, one log")
struct ResultsLogRunTests {
    /// A store over fresh folders whose checks belong to `run`.
    func store(run: String?, artifacts: String) throws -> GoldenStore {
        GoldenStore(goldensDirectory: try TestImages.temporaryDirectory("run-goldens"), artifactsDirectory: artifacts,
                    recordMode: .never, run: run)
    }

    func check(_ store: GoldenStore, _ name: String) throws {
        _ = store.check(TestImages.square(), as: try GoldenIdentifier(target: "T", suites: ["S"], name: name), test: "T.S/\(name)()")
    }

    @Test("a new run starts a fresh log; the same run, and a log without a run, add to it")
    func freshPerRun() throws {
        let artifacts = try TestImages.temporaryDirectory("run-artifacts")
        try check(try store(run: "A", artifacts: artifacts), "a1")
        try check(try store(run: "A", artifacts: artifacts), "a2")
        #expect(try ResultsLog(artifactsDirectory: artifacts).read().map(\.golden) == ["T/S/a1.png", "T/S/a2.png"])
        try check(try store(run: "B", artifacts: artifacts), "b1")
        try check(try store(run: "B", artifacts: artifacts), "b2")
        try check(try store(run: nil, artifacts: artifacts), "unnamed")
        #expect(try ResultsLog(artifactsDirectory: artifacts).read().map(\.golden) == ["T/S/b1.png", "T/S/b2.png", "T/S/unnamed.png"])
        #expect(try String(contentsOfFile: artifacts + "/" + ResultsLog.runFileName, encoding: .utf8) == "B")
    }

    @Test("parallel checks of a new run empty the old log once and keep each of their own lines")
    func parallelNewRun() async throws {
        let artifacts = try TestImages.temporaryDirectory("run-parallel")
        for index in 0..<3 { try check(try store(run: "old", artifacts: artifacts), "old\(index)") }
        let count = 40
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<count {
                group.addTask { try check(try store(run: "new", artifacts: artifacts), "new\(index)") }
            }
            try await group.waitForAll()
        }
        let goldens = try ResultsLog(artifactsDirectory: artifacts).read().map(\.golden)
        #expect(goldens.count == count)
        #expect(Set(goldens) == Set((0..<count).map { "T/S/new\($0).png" }))
    }

    @Test("the run is FLIPBOOK_RUN_ID when set, else this process's parent and its start time")
    func identifier() {
        #expect(TestRun.identifier(environment: ["FLIPBOOK_RUN_ID": "shards-17"]) == "run shards-17")
        let parent = TestRun.identifier(environment: [:])
        #expect(parent.hasPrefix("parent \(getppid())"))
        #expect(parent == TestRun.identifier(environment: ["FLIPBOOK_RUN_ID": ""]))
        #if os(Linux)
        #expect(parent.contains(" started "))
        #endif
    }
}
