import Foundation
import FlipbookHarness
import FlipbookImageIO
import Testing

@Suite("Golden store: record modes, artifacts, results log")
struct GoldenStoreTests {
    let identifier = try! GoldenIdentifier(target: "Target", suites: ["Suite"], name: "square")

    func store(_ mode: RecordMode, recordingAllowed: Bool = true) throws -> GoldenStore {
        GoldenStore(
            goldensDirectory: try TestImages.temporaryDirectory("goldens"),
            artifactsDirectory: try TestImages.temporaryDirectory("artifacts"),
            recordMode: mode, recordingAllowed: recordingAllowed)
    }

    func fileBytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test("missing: a missing golden is written and the check fails; the next check passes")
    func missingRecords() throws {
        let store = try store(.missing)
        let first = store.check(TestImages.square(), as: identifier, test: "t")
        #expect(first.status == .recorded)
        #expect(first.message.contains("review it and commit it"))
        #expect(try PNGCodec.read(contentsOf: store.path(of: identifier)) == TestImages.square())
        let second = store.check(TestImages.square(), as: identifier, test: "t")
        #expect(second.status == .passed)
    }

    @Test("never: a missing golden fails and nothing is written to the goldens folder")
    func neverDoesNotRecord() throws {
        let store = try store(.never)
        let outcome = store.check(TestImages.square(), as: identifier, test: "t")
        #expect(outcome.status == .missing)
        #expect(!FileManager.default.fileExists(atPath: store.path(of: identifier)))
        #expect(outcome.artifacts.actual.map { FileManager.default.fileExists(atPath: $0) } == true)
    }

    @Test("CI: recording disabled turns every mode into never")
    func ciNeverRecords() throws {
        for mode in RecordMode.allCases {
            let store = try store(mode, recordingAllowed: false)
            #expect(store.effectiveRecordMode == .never)
            let outcome = store.check(TestImages.square(), as: identifier, test: "t")
            #expect(outcome.status == .missing)
            #expect(outcome.message.contains("CI=true"))
            #expect(!FileManager.default.fileExists(atPath: store.path(of: identifier)))
        }
    }

    @Test("a golden outside tolerance fails with figures and writes expected, actual and diff", arguments: [RecordMode.missing, .never])
    func mismatchWritesArtifacts(mode: RecordMode) throws {
        let store = try store(mode)
        try FileManager.default.createDirectory(atPath: store.goldensDirectory + "/Target/Suite", withIntermediateDirectories: true)
        try PNGCodec.write(TestImages.square(left: 8), to: store.path(of: identifier))
        let before = fileBytes(store.path(of: identifier))
        let outcome = store.check(TestImages.square(left: 9), as: identifier, test: "t")
        #expect(outcome.status == .failed)
        let comparison = try #require(outcome.comparison)
        #expect(comparison.mismatchedPixels == 24)  // the square's two 12-px vertical edges moved by one pixel
        #expect(outcome.message.contains(store.path(of: identifier)))
        #expect(outcome.message.contains("24 of 768 pixels mismatched"))
        #expect(outcome.message.contains("SSIM"))
        #expect(outcome.message.contains("max channel delta"))
        for path in [outcome.artifacts.expected, outcome.artifacts.actual, outcome.artifacts.diff] {
            let path = try #require(path)
            #expect(path.hasPrefix(store.artifactsDirectory))
            #expect(outcome.message.contains(path))
            _ = try PNGCodec.read(contentsOf: path)
        }
        #expect(try PNGCodec.read(contentsOf: outcome.artifacts.actual!) == TestImages.square(left: 9))
        #expect(fileBytes(store.path(of: identifier)) == before)
    }

    @Test("failed: a golden outside tolerance is rewritten; one within tolerance keeps its bytes")
    func failedRewritesOnlyFailures() throws {
        let store = try store(.failed)
        try FileManager.default.createDirectory(atPath: store.goldensDirectory + "/Target/Suite", withIntermediateDirectories: true)
        try PNGCodec.write(TestImages.square(left: 8), to: store.path(of: identifier))
        let original = fileBytes(store.path(of: identifier))

        let withinTolerance = store.check(TestImages.nudged(TestImages.square(left: 8)), as: identifier, test: "t")
        #expect(withinTolerance.status == .passed)
        #expect(fileBytes(store.path(of: identifier)) == original)

        let outside = store.check(TestImages.square(left: 10), as: identifier, test: "t")
        #expect(outside.status == .rerecorded)
        #expect(try PNGCodec.read(contentsOf: store.path(of: identifier)) == TestImages.square(left: 10))
        #expect(outside.artifacts.expected != nil && outside.artifacts.diff != nil)
    }

    @Test("all: rewrites a golden whose encoding changes, leaves identical bytes alone")
    func allRewritesChangedBytes() throws {
        let store = try store(.all)
        try FileManager.default.createDirectory(atPath: store.goldensDirectory + "/Target/Suite", withIntermediateDirectories: true)
        try PNGCodec.write(TestImages.square(), to: store.path(of: identifier))
        #expect(store.check(TestImages.square(), as: identifier, test: "t").status == .passed)
        let nudged = TestImages.nudged(TestImages.square())
        #expect(store.check(nudged, as: identifier, test: "t").status == .rerecorded)
        #expect(try PNGCodec.read(contentsOf: store.path(of: identifier)) == nudged)
    }

    @Test("a truncated golden fails with a clear message, and failed mode re-records it")
    func truncatedGolden() throws {
        let store = try store(.missing)
        try FileManager.default.createDirectory(atPath: store.goldensDirectory + "/Target/Suite", withIntermediateDirectories: true)
        let bytes = try PNGCodec.encode(TestImages.square())
        try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: store.path(of: identifier)))
        let outcome = store.check(TestImages.square(), as: identifier, test: "t")
        #expect(outcome.status == .unreadable)
        #expect(outcome.message.contains("unreadable"))
        #expect(outcome.message.contains(store.path(of: identifier)))

        var failedStore = store
        failedStore.recordMode = .failed
        #expect(failedStore.check(TestImages.square(), as: identifier, test: "t").status == .rerecorded)
        #expect(store.check(TestImages.square(), as: identifier, test: "t").status == .passed)
    }

    @Test("a golden of another size fails naming both sizes")
    func sizeMismatch() throws {
        let store = try store(.never)
        try FileManager.default.createDirectory(atPath: store.goldensDirectory + "/Target/Suite", withIntermediateDirectories: true)
        try PNGCodec.write(TestImages.square(width: 32, height: 24), to: store.path(of: identifier))
        let outcome = store.check(TestImages.square(width: 40, height: 24), as: identifier, test: "t")
        #expect(outcome.status == .sizeMismatch)
        #expect(outcome.message.contains("32") && outcome.message.contains("40") && outcome.message.contains("24"))
    }

    @Test("every check appends one line to results.jsonl")
    func resultsLog() throws {
        let store = try store(.missing)
        _ = store.check(TestImages.square(), as: identifier, test: "first")
        _ = store.check(TestImages.square(left: 12), as: identifier, test: "second")
        let results = try ResultsLog(artifactsDirectory: store.artifactsDirectory).read()
        #expect(results.map(\.status) == [.recorded, .failed])
        #expect(results.map(\.test) == ["first", "second"])
        #expect(results[1].golden == "Target/Suite/square.png")
        #expect(results[1].mismatchedPixels == 96)  // two 4-px-wide, 12-px-tall bands
        #expect(results[1].artifacts.diff == "Target/Suite/square.diff.png")
    }

    @Test("the update command is named in failures that recorded nothing, and logged with them; not in recordings")
    func updateCommand() throws {
        var store = try store(.missing)
        store.updateCommand = "cd /p && swift run flipbook update-goldens 'T\\.S/f\\(\\)'"
        let recorded = store.check(TestImages.square(left: 8), as: identifier, test: "t")
        #expect(recorded.status == .recorded && !recorded.message.contains("to update it"))
        let failed = store.check(TestImages.square(left: 9), as: identifier, test: "t")
        #expect(failed.status == .failed)
        #expect(failed.message.hasSuffix("\n  to update it: cd /p && swift run flipbook update-goldens 'T\\.S/f\\(\\)'"))
        let wider = store.check(TestImages.square(width: 40), as: identifier, test: "t")
        #expect(wider.status == .sizeMismatch && wider.message.contains("to update it: cd /p"))
        let logged = try ResultsLog(artifactsDirectory: store.artifactsDirectory).read()
        #expect(logged.map { $0.message.contains("to update it") } == [false, true, true])
    }

    @Test("parallel checks of many goldens keep every artifact and every log line")
    func parallelChecks() async throws {
        let store = try store(.never)
        try FileManager.default.createDirectory(atPath: store.goldensDirectory + "/Target/Suite", withIntermediateDirectories: true)
        let count = 48
        for index in 0..<count {
            let id = try GoldenIdentifier(target: "Target", suites: ["Suite"], name: "g\(index)")
            try PNGCodec.write(TestImages.square(left: 8), to: store.path(of: id))
        }
        let statuses = await withTaskGroup(of: GoldenOutcome.Status.self) { group in
            for index in 0..<count {
                group.addTask {
                    let id = try! GoldenIdentifier(target: "Target", suites: ["Suite"], name: "g\(index)")
                    return store.check(TestImages.square(left: 8 + index % 3), as: id, test: "t\(index)").status
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses.filter { $0 == .failed }.count == count * 2 / 3)
        let results = try ResultsLog(artifactsDirectory: store.artifactsDirectory).read()
        #expect(results.count == count)
        #expect(Set(results.map(\.golden)).count == count)
        for result in results where result.status == .failed {
            let diff = try #require(result.artifacts.diff)
            _ = try PNGCodec.read(contentsOf: store.artifactsDirectory + "/" + diff)
        }
    }
}
