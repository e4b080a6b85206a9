import Foundation

/// Builds the reviewers' HTML diff report from the artifacts of one test run, or of several (the shards of a CI run).
///
/// The report is one self-contained folder: `index.html` (no network, no external scripts), the images and texts it
/// shows, copied beside it under `images/`, and the font it embeds under `fonts/`. It has one card per test and
/// animation — the goldens `<name>.t=<time>.png` one test checked, as a filmstrip of its frames — failing cards first,
/// then the goldens recorded in the run, then a list of what passed. A frame shows its figures, expected | actual |
/// diff, and a viewer with a slider and a blink comparison; an animation golden also plays its expected and actual
/// GIFs side by side and outlines its drifted frames; a text golden shows its unified diff coloured and its plot.
/// The same results always give byte-identical HTML.
public struct DiffReport: Sendable {
    /// The artifacts folders of the runs (each holding `results.jsonl`), in the order given.
    public let artifactsDirectories: [String]
    /// A font file the page embeds (copied to `fonts/`, loaded with `@font-face`) for the characters the reader's
    /// own fonts lack, e.g. FlipbookText's bundled CJK font so that Chinese renders on a machine without CJK fonts.
    /// A file `OFL.txt` beside it (its licence) is copied with it.
    public let fontFile: String?

    /// A report over the artifacts of one run.
    public init(artifactsDirectory: String, fontFile: String? = nil) {
        self.init(artifactsDirectories: [artifactsDirectory], fontFile: fontFile)
    }

    /// A report merging the artifacts of several runs: for a golden checked in more than one of them, the result in
    /// the folder given last counts.
    public init(artifactsDirectories: [String], fontFile: String? = nil) {
        self.artifactsDirectories = artifactsDirectories
        self.fontFile = fontFile
    }

    /// The latest result of every golden checked in the runs, in log order (folder by folder).
    ///
    /// - Throws: ``DiffReportError`` when a folder is missing or holds no result; ``ResultsLogError`` for a
    ///   damaged log.
    public func latestResults() throws -> [GoldenResult] {
        try reportedResults().map(\.result)
    }

    /// Writes `index.html`, its images and its font into `outputDirectory` (created if needed; its old `images/`
    /// and `fonts/` replaced).
    ///
    /// - Returns: the path of `index.html` and the number of goldens that did not pass.
    @discardableResult
    public func write(to outputDirectory: String) throws -> (indexPath: String, failures: Int) {
        let results = try reportedResults()
        let groups = ReportGroup.groups(of: results)
        let files = try ReportFiles(outputDirectory: outputDirectory)
        var cards: [ReportPage.Card] = []
        for (groupIndex, group) in groups.enumerated() where group.rank < .passed {
            var frames: [ReportPage.Frame] = []
            for (memberIndex, member) in group.members.enumerated() {
                frames.append(try files.frame(member, prefix: "\(groupIndex)-\(memberIndex)"))
            }
            cards.append(ReportPage.Card(group: group, frames: frames))
        }
        let font = try fontFile.map { try EmbeddedFont.copy($0, into: outputDirectory) }
        let html = ReportPage(results: results.map(\.result), folders: artifactsDirectories.count, groups: groups,
                              cards: cards, font: font).html()
        let indexPath = outputDirectory + "/index.html"
        try Data(html.utf8).write(to: URL(fileURLWithPath: indexPath), options: .atomic)
        return (indexPath, results.filter(\.result.status.isFailure).count)
    }

    /// Every folder's results, the latest per golden.
    func reportedResults() throws -> [ReportedResult] {
        guard !artifactsDirectories.isEmpty else { throw DiffReportError.noArtifactsFolders }
        var all: [ReportedResult] = []
        for directory in artifactsDirectories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw DiffReportError.notAFolder(directory)
            }
            let results = try ResultsLog(artifactsDirectory: directory).read()
            guard !results.isEmpty else { throw DiffReportError.noResults(directory) }
            all += results.map { ReportedResult(result: $0, artifactsDirectory: directory) }
        }
        var latestIndex: [String: Int] = [:]
        for (index, reported) in all.enumerated() { latestIndex[reported.result.golden] = index }
        return all.enumerated().filter { latestIndex[$0.element.result.golden] == $0.offset }.map(\.element)
    }
}
