import ArgumentParser
import FlipbookHarness

/// `flipbook report`: builds the reviewers' HTML diff report from a test run's golden artifacts.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Build golden-report/index.html from the golden artifacts of the last test run.")

    @Option(help: "The artifacts folder written by the tests (holds results.jsonl).")
    var artifacts = ".build/golden-artifacts"

    @Option(name: .shortAndLong, help: "The report folder to write.")
    var output = "golden-report"

    func run() throws {
        let report = DiffReport(artifactsDirectory: artifacts)
        let (indexPath, failures) = try report.write(to: output)
        print("report: \(indexPath) (\(failures) golden\(failures == 1 ? "" : "s") to review)")
    }
}
