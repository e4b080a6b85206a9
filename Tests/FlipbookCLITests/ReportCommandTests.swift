import FlipbookHarness
import FlipbookImageIO
import Foundation
import FoundationXML
import Testing

/// `flipbook report` and `flipbook shard`, end to end: the report of merged shards with its font and JUnit XML,
/// errors for nothing to report, and the shard filter.
@Suite("flipbook report and shard")
struct ReportCommandTests {
    /// An artifacts folder under `folder` where one golden passed and one (named `failing`) drifted.
    func shardRun(_ folder: String, _ name: String, failing: String) throws -> String {
        let store = GoldenStore(goldensDirectory: folder + "/\(name)-goldens", artifactsDirectory: folder + "/\(name)", recordMode: .never)
        for golden in ["steady-\(name)", failing] {
            let identifier = try GoldenIdentifier(target: "T", suites: [name], name: golden)
            try FileManager.default.createDirectory(atPath: store.goldensDirectory + "/T/" + name, withIntermediateDirectories: true)
            try PNGCodec.write(RGBAImage(width: 8, height: 8, red: 200, green: 0, blue: 0, alpha: 255), to: store.path(of: identifier))
            let blue: UInt8 = golden == failing ? 200 : 0
            _ = store.check(RGBAImage(width: 8, height: 8, red: 200, green: 0, blue: blue, alpha: 255), as: identifier, test: "T.\(name)/check()")
        }
        return name
    }

    @Test("two shards' artifacts merge into one report with the bundled font and a JUnit file")
    func mergedWithJUnit() throws {
        let folder = try FlipbookTool.temporaryDirectory("report")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try shardRun(folder, "ShardA", failing: "drift-a")
        let second = try shardRun(folder, "ShardB", failing: "drift-b")
        let run = try FlipbookTool.run(["report", "--artifacts", first, "--artifacts", second, "-o", "out", "--junit", "out/junit.xml"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("report: out/index.html (2 goldens to review)"))
        let html = try String(contentsOfFile: folder + "/out/index.html", encoding: .utf8)
        #expect(html.contains("4 goldens checked from 2 artifacts folders; 2 of 4 tests and animations to review."))
        #expect(html.contains("url(\"fonts/NotoSansCJKsc-Subset.otf\")"))
        let font = try #require(FileManager.default.contents(atPath: folder + "/out/fonts/NotoSansCJKsc-Subset.otf"))
        #expect(font.prefix(4) == Data("OTTO".utf8))
        #expect(FileManager.default.fileExists(atPath: folder + "/out/fonts/OFL.txt"))

        let junit = try XMLDocument(contentsOf: URL(fileURLWithPath: folder + "/out/junit.xml"))
        let root = try #require(junit.rootElement())
        #expect(root.attribute(forName: "tests")?.stringValue == "4" && root.attribute(forName: "failures")?.stringValue == "2")
        let failures = try root.nodes(forXPath: "//testcase[failure]/@name").compactMap(\.stringValue)
        #expect(failures == ["T/ShardA/drift-a.png", "T/ShardB/drift-b.png"])
    }

    @Test("a missing or empty artifacts folder is an error with a clear message")
    func nothingToReport() throws {
        let folder = try FlipbookTool.temporaryDirectory("report-missing")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = try FlipbookTool.run(["report", "--artifacts", "/nonexistent", "-o", "out"], in: folder)
        #expect(missing.status != 0)
        #expect(missing.standardError.contains("no artifacts folder at /nonexistent"))
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        let empty = try FlipbookTool.run(["report", "--artifacts", "empty", "-o", "out"], in: folder)
        #expect(empty.status != 0)
        #expect(empty.standardError.contains("empty holds no golden results (results.jsonl is missing or empty)"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/index.html"))
    }

    @Test("shard prints the filter regex of a shard's suites, or its suites (the shard from FLIPBOOK_SHARD); a bad shard is an error")
    func shard() throws {
        let folder = try FlipbookTool.temporaryDirectory("shard")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("M.Heavy/frame(_:)\nM.Light/a()\nM.Light/b()\n".utf8).write(to: URL(fileURLWithPath: folder + "/tests.txt"))
        try FileManager.default.createDirectory(atPath: folder + "/Goldens/M/Heavy", withIntermediateDirectories: true)
        for name in ["x.t=0.000.png", "x.t=1.000.png"] {
            try Data().write(to: URL(fileURLWithPath: folder + "/Goldens/M/Heavy/" + name))
        }
        let first = try FlipbookTool.run(["shard", "1/2", "--tests", "tests.txt"], in: folder)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput == "^(M\\.Heavy)(/|$)\n")
        let second = try FlipbookTool.run(["shard", "--tests", "tests.txt", "--list"], in: folder,
                                          environment: ProcessInfo.processInfo.environment.merging(["FLIPBOOK_SHARD": "2/2"]) { $1 })
        #expect(second.standardOutput == "M.Light\n", "\(second.standardError)")
        let bad = try FlipbookTool.run(["shard", "3/2", "--tests", "tests.txt"], in: folder)
        #expect(bad.status != 0 && bad.standardError.contains("not a shard: \"3/2\""))
    }
}
