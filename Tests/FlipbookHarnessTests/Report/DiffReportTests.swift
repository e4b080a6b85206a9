import Foundation
import FlipbookHarness
import FlipbookImageIO
import Testing

@Suite("Diff report: cards, filmstrips, text goldens, merging, errors")
struct DiffReportTests {
    /// The report of one fixture run, with its HTML.
    func report(of runs: [ReportFixture.Run], font: String? = nil) throws -> (folder: String, html: String) {
        let output = try TestImages.temporaryDirectory("diff-report")
        let report = DiffReport(artifactsDirectories: runs.map(\.artifacts), fontFile: font)
        let (indexPath, _) = try report.write(to: output)
        return (output, try String(contentsOfFile: indexPath, encoding: .utf8))
    }

    @Test("one card per test and animation, failing first, its frames a filmstrip in time order")
    func cards() throws {
        let (folder, html) = try report(of: [try ReportFixture.run("cards")])
        let cardNames = html.components(separatedBy: "<section class=\"card ").dropFirst().map { section in
            String(section.split(separator: "<h2>")[1].split(separator: " <span")[0])
        }
        // Failing cards by name, then the golden recorded in the run; the passing golden has no card.
        #expect(cardNames == ["T/Chapter7/tree", "T/Spin/spin", "T/New/icon"])
        #expect(html.components(separatedBy: "<section class=\"card failing\"").count - 1 == 2)
        #expect(html.contains("<section class=\"card review\" id=\"card-2\""))

        // The spin card: three frames by time, the drifted one selected and its details shown.
        let spin = String(html.components(separatedBy: "id=\"card-1\"")[1].components(separatedBy: "</section>")[0])
        let labels = spin.components(separatedBy: "<span class=\"label\">").dropFirst().map { String($0.prefix(while: { $0 != "<" })) }
        #expect(labels == ["t = 0.000 s", "t = 0.500 s", "t = 1.000 s"])
        #expect(spin.contains("class=\"frame passed\" data-frame=\"0\""))
        #expect(spin.contains("class=\"frame failed selected\" data-frame=\"1\""))
        #expect(spin.contains("<div class=\"detail\" data-frame=\"1\">"))
        #expect(spin.contains("<div class=\"detail\" data-frame=\"0\" hidden>"))
        #expect(spin.contains("1 of 3 frames to review"))
        #expect(spin.contains("<div class=\"stage\" data-mode=\"slider\" style=\"--w: 32px\">"))
        // Passing frames show their golden; the failing one its expected, actual and diff.
        #expect(spin.contains("<img src=\"images/1-0-golden.png\" alt=\"Golden (passed)\">"))
        for role in ["expected", "actual", "diff"] {
            #expect(spin.contains("images/1-1-\(role).png"))
        }
        #expect(html.contains("<summary>Passed: 1 test or animation, 1 golden</summary>"))
        #expect(html.contains("<code>T/Passing/steady</code>"))
        for image in try FileManager.default.contentsOfDirectory(atPath: folder + "/images") where image.hasSuffix(".png") {
            _ = try PNGCodec.read(contentsOf: folder + "/images/" + image)
            #expect(html.contains("images/" + image))
        }
    }

    @Test("a text golden shows its unified diff coloured, links its texts and shows its plot")
    func textGolden() throws {
        let (folder, html) = try report(of: [try ReportFixture.run("text")])
        #expect(html.contains("<pre class=\"textdiff\"><span class=\"file\">--- expected</span><span class=\"file\">+++ actual</span><span class=\"hunk\">@@ -1,3 +1,3 @@</span>"))
        #expect(html.contains("<span class=\"del\">-  string: &quot;旋转&quot;</span><span class=\"add\">+  string: &quot;旋转动画&quot;</span>"))
        #expect(html.contains("<span class=\"same\">   opacity: 1.0</span></pre>"))
        #expect(html.contains("<a href=\"images/0-0-expected-text.txt\">expected text</a> · <a href=\"images/0-0-actual-text.txt\">actual text</a>"))
        #expect(html.contains("<img src=\"images/0-0-plot.svg\" alt=\"Plot\">"))
        #expect(try String(contentsOfFile: folder + "/images/0-0-actual-text.txt", encoding: .utf8).contains("旋转动画"))
        #expect(FileManager.default.fileExists(atPath: folder + "/images/0-0-plot.svg"))
        #expect(html.contains("<div class=\"test\">T.第七章/layerTree()</div>"))
    }

    @Test("a text golden checked by the store (not a synthetic line) shows its diff")
    func storedTextGolden() throws {
        let store = GoldenStore(goldensDirectory: try TestImages.temporaryDirectory("stored-text-goldens"),
                                artifactsDirectory: try TestImages.temporaryDirectory("stored-text-artifacts"), recordMode: .never)
        let identifier = try GoldenIdentifier(target: "T", suites: ["State"], name: GoldenIdentifier.name("card", time: 2.6), fileExtension: "txt")
        try FileManager.default.createDirectory(atPath: store.goldensDirectory + "/T/State", withIntermediateDirectories: true)
        try Data("opacity: 1.0\nstring: 旋转\n".utf8).write(to: URL(fileURLWithPath: store.path(of: identifier)))
        #expect(store.check(text: "opacity: 0.25\nstring: 旋转\n", as: identifier, test: "T.State/card()").status == .failed)
        let output = try TestImages.temporaryDirectory("stored-text-report")
        let html = try String(contentsOfFile: try DiffReport(artifactsDirectory: store.artifactsDirectory).write(to: output).indexPath, encoding: .utf8)
        #expect(html.contains("<h2>T/State/card <span class=\"pill failing\">failed</span></h2>"))
        #expect(html.contains("<span class=\"del\">-opacity: 1.0</span><span class=\"add\">+opacity: 0.25</span>"))
        #expect(html.contains("<span class=\"same\"> string: 旋转</span>"))
        #expect(html.contains("<a href=\"images/0-0-expected-text.txt\">expected text</a>"))
    }

    @Test("the same results give byte-identical pages")
    func deterministic() throws {
        let run = try ReportFixture.run("deterministic")
        let first = try report(of: [run]).html
        let second = try report(of: [run]).html
        #expect(first == second)
        #expect(!first.contains("http://") && !first.contains("https://"))
    }

    @Test("the artifacts of several shards merge into one report")
    func merged() throws {
        let failing = try ReportFixture.run("shard-a")
        let passing = try ReportFixture.run("shard-b", failing: false)
        // Shard b re-checked the spin frames and the steady golden; its results come last and count.
        let (_, html) = try report(of: [failing, passing])
        #expect(html.contains("from 2 artifacts folders"))
        #expect(html.contains("6 goldens checked"))
        #expect(!html.contains("T/Spin/spin <span"))
        #expect(html.contains("<code>T/Spin/spin</code> · 3 goldens, t = 0.000 … 1.000 s"))
        #expect(html.contains("T/New/icon <span"))
        let results = try DiffReport(artifactsDirectories: [failing.artifacts, passing.artifacts]).latestResults()
        #expect(results.count == 6)
        #expect(results.filter { $0.status == .passed }.count == 4)
    }

    @Test("the font is copied beside the page with its licence and loaded with @font-face")
    func font() throws {
        let fontFolder = try TestImages.temporaryDirectory("report-font")
        try Data([0, 1, 0, 0]).write(to: URL(fileURLWithPath: fontFolder + "/Face.otf"))
        try Data("licence".utf8).write(to: URL(fileURLWithPath: fontFolder + "/OFL.txt"))
        let (folder, html) = try report(of: [try ReportFixture.run("font")], font: fontFolder + "/Face.otf")
        #expect(html.contains("@font-face { font-family: \"Flipbook CJK\"; src: url(\"fonts/Face.otf\") format(\"opentype\"); "
            + "unicode-range: U+2E80-9FFF, U+F900-FAFF, U+FE30-FE4F, U+FF00-FFEF; }"))
        #expect(html.contains("font: 14px/1.4 \"Flipbook CJK\", -apple-system, \"Helvetica Neue\", Arial, sans-serif;"))
        #expect(html.contains("font-family: \"Flipbook CJK\", Menlo, \"DejaVu Sans Mono\", monospace;"))
        #expect(FileManager.default.contents(atPath: folder + "/fonts/Face.otf") == Data([0, 1, 0, 0]))
        #expect(FileManager.default.fileExists(atPath: folder + "/fonts/OFL.txt"))
    }

    @Test("a missing artifacts folder, or one without results, is an error")
    func nothingToReport() throws {
        let output = try TestImages.temporaryDirectory("report-nothing")
        let missing = output + "/no-such-folder"
        #expect(throws: DiffReportError.notAFolder(missing)) {
            try DiffReport(artifactsDirectory: missing).write(to: output)
        }
        let empty = try TestImages.temporaryDirectory("report-empty")
        #expect(throws: DiffReportError.noResults(empty)) {
            try DiffReport(artifactsDirectory: empty).write(to: output)
        }
        try Data().write(to: URL(fileURLWithPath: empty + "/" + ResultsLog.fileName))
        #expect(throws: DiffReportError.noResults(empty)) {
            try DiffReport(artifactsDirectories: [try ReportFixture.run("report-nothing").artifacts, empty]).latestResults()
        }
        #expect(!FileManager.default.fileExists(atPath: output + "/index.html"))
    }
}
