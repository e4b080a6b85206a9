import ArgumentParser
import Foundation
import FlipbookHarness
import FlipbookText

/// `flipbook report`: builds the reviewers' HTML diff report (and JUnit XML for CI) from the golden artifacts of a
/// test run, or of several shards of one.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Build golden-report/index.html from the golden artifacts of the last test run.",
        discussion: """
        A missing artifacts folder, or one without results, is an error. Repeat --artifacts to merge the folders of \
        several CI shards into one report.
        """)

    @Option(help: "An artifacts folder written by the tests (holds results.jsonl); repeat it to merge several. (default: .build/golden-artifacts)")
    var artifacts: [String] = []

    @Option(name: .shortAndLong, help: "The report folder to write.")
    var output = "golden-report"

    @Option(help: "Also write the results as JUnit XML to this file.")
    var junit: String?

    func run() throws {
        let report = DiffReport(artifactsDirectories: artifacts.isEmpty ? [".build/golden-artifacts"] : artifacts,
                                fontFile: BundledFont.url?.path)
        let (indexPath, failures) = try report.write(to: output)
        print("report: \(indexPath) (\(failures) golden\(failures == 1 ? "" : "s") to review)")
        if let junit {
            try Data(JUnitReport(results: report.latestResults()).xml().utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
            print("report: \(junit) (JUnit XML)")
        }
    }
}
