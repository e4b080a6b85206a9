import Foundation
import FlipbookHarness
import FlipbookImageIO
import Testing

@Suite("Diff report, update summary, orphans")
struct ReportAndUpdateTests {
    /// A run with one pass, one failure and one new recording.
    func run() throws -> GoldenStore {
        let store = GoldenStore(
            goldensDirectory: try TestImages.temporaryDirectory("report-goldens"),
            artifactsDirectory: try TestImages.temporaryDirectory("report-artifacts"),
            recordMode: .missing)
        let same = try GoldenIdentifier(target: "T", suites: ["S"], name: "same")
        let moved = try GoldenIdentifier(target: "T", suites: ["S"], name: "moved <b>")
        let new = try GoldenIdentifier(target: "T", suites: ["S"], name: "new")
        try FileManager.default.createDirectory(atPath: store.goldensDirectory + "/T/S", withIntermediateDirectories: true)
        try PNGCodec.write(TestImages.square(), to: store.path(of: same))
        try PNGCodec.write(TestImages.square(), to: store.path(of: moved))
        try PNGCodec.write(TestImages.square(), to: store.goldensDirectory + "/T/S/orphan.png")
        _ = store.check(TestImages.square(), as: same, test: "T.S/same()")
        _ = store.check(TestImages.square(left: 11), as: moved, test: "T.S/moved()")
        _ = store.check(TestImages.square(), as: new, test: "T.S/new()")
        return store
    }

    @Test("the report shows each golden that did not pass, with its images copied beside it")
    func report() throws {
        let store = try run()
        let output = try TestImages.temporaryDirectory("report-out")
        let (indexPath, failures) = try DiffReport(artifactsDirectory: store.artifactsDirectory).write(to: output)
        #expect(failures == 2)
        let html = try String(contentsOfFile: indexPath, encoding: .utf8)
        #expect(html.contains("T/S/moved-b.png"))
        #expect(html.contains("T/S/new.png"))
        #expect(!html.contains("T/S/same.png"))
        #expect(html.contains("3 goldens checked"))
        #expect(html.contains("type=\"range\""))
        #expect(!html.contains("http://") && !html.contains("https://"))
        let images = try FileManager.default.contentsOfDirectory(atPath: output + "/images").sorted()
        // Card 0: the failing golden; card 1: the recorded one; the passing golden has no card and no images.
        #expect(images == ["0-0-actual.png", "0-0-diff.png", "0-0-expected.png", "1-0-recorded.png"])
        for image in images {
            _ = try PNGCodec.read(contentsOf: output + "/images/" + image)
            #expect(html.contains("images/" + image))
        }
    }

    @Test("the update summary sorts goldens into added, changed, left alone and failed")
    func updateSummary() throws {
        let store = try run()
        let summary = GoldenUpdateSummary(results: try ResultsLog(artifactsDirectory: store.artifactsDirectory).read())
        #expect(summary.added == ["T/S/new.png"])
        #expect(summary.unchanged == ["T/S/same.png"])
        #expect(summary.failed == ["T/S/moved-b.png"])
        #expect(summary.changed.isEmpty)
        #expect(summary.text.hasPrefix("goldens: 1 added, 0 changed, 1 left alone, 1 failed"))
    }

    @Test("orphans are the goldens on disk that no check claimed")
    func orphans() throws {
        let store = try run()
        let results = try ResultsLog(artifactsDirectory: store.artifactsDirectory).read()
        #expect(GoldenInventory(goldensDirectory: store.goldensDirectory).orphans(claimedBy: results) == ["T/S/orphan.png"])
    }

    @Test("a damaged results log is an error naming the line")
    func damagedLog() throws {
        let artifacts = try TestImages.temporaryDirectory("damaged-log")
        try Data("{\"golden\": 1}\n".utf8).write(to: URL(fileURLWithPath: artifacts + "/results.jsonl"))
        #expect { try ResultsLog(artifactsDirectory: artifacts).read() } throws: { error in
            (error as? ResultsLogError)?.line == 1
        }
    }
}
