import Foundation

/// Builds the reviewers' HTML diff report from the artifacts of a test run.
///
/// The report is one self-contained folder: `index.html` (no network, no external scripts) and the images it
/// shows, copied beside it under `images/`. For each golden that did not pass it shows the test, the figures,
/// expected | actual | diff side by side, and a slider and a blink comparison of expected and actual; for an
/// animation golden also the expected and actual animated GIFs playing side by side, and its drifted frames.
public struct DiffReport: Sendable {
    /// The artifacts folder of the run (holding `results.jsonl`).
    public let artifactsDirectory: String

    /// A report over the artifacts in `artifactsDirectory`.
    public init(artifactsDirectory: String) {
        self.artifactsDirectory = artifactsDirectory
    }

    /// The latest result of every golden checked in the run, in log order.
    public func latestResults() throws -> [GoldenResult] {
        let all = try ResultsLog(artifactsDirectory: artifactsDirectory).read()
        var latestIndex: [String: Int] = [:]
        for (index, result) in all.enumerated() { latestIndex[result.golden] = index }
        return all.enumerated().filter { latestIndex[$0.element.golden] == $0.offset }.map(\.element)
    }

    /// Writes `index.html` and the images into `outputDirectory` (created if needed, its old `images/` replaced).
    ///
    /// - Returns: the path of `index.html` and the number of goldens that did not pass.
    @discardableResult
    public func write(to outputDirectory: String) throws -> (indexPath: String, failures: Int) {
        let results = try latestResults()
        let fileManager = FileManager.default
        let imagesDirectory = outputDirectory + "/images"
        if fileManager.fileExists(atPath: imagesDirectory) {
            try fileManager.removeItem(atPath: imagesDirectory)
        }
        try fileManager.createDirectory(atPath: imagesDirectory, withIntermediateDirectories: true)

        var entries: [ReportPage.Entry] = []
        for (index, result) in results.enumerated() where result.status.isFailure {
            func copied(_ relative: String?, _ role: String) throws -> String? {
                guard let relative else { return nil }
                let source = relative.hasPrefix("/") ? relative : artifactsDirectory + "/" + relative
                guard fileManager.fileExists(atPath: source) else { return nil }
                let name = "\(index)-\(role).\((source as NSString).pathExtension)"
                try fileManager.copyItem(atPath: source, toPath: imagesDirectory + "/" + name)
                return "images/" + name
            }
            var actual = try copied(result.artifacts.actual, "actual")
            if actual == nil, result.status == .recorded || result.status == .rerecorded {
                actual = try copied(result.goldenPath, "recorded")
            }
            entries.append(ReportPage.Entry(
                result: result,
                expected: try copied(result.artifacts.expected, "expected"),
                actual: actual,
                diff: try copied(result.artifacts.diff, "diff"),
                expectedAnimation: try copied(result.artifacts.expectedAnimation, "expected"),
                actualAnimation: try copied(result.artifacts.actualAnimation, "actual")))
        }
        let html = ReportPage(results: results, entries: entries).html()
        let indexPath = outputDirectory + "/index.html"
        try Data(html.utf8).write(to: URL(fileURLWithPath: indexPath), options: .atomic)
        return (indexPath, entries.count)
    }
}
