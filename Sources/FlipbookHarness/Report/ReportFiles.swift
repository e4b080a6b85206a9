import Foundation

/// The files of a report folder beside `index.html`: the images and texts of the goldens it shows (`images/`,
/// named after their card, frame and role, so that the same results give the same names). The folder's font
/// (`fonts/`) is ``EmbeddedFont``'s.
struct ReportFiles {
    /// The report folder.
    let outputDirectory: String

    /// The folder's files, with the old `images/` and `fonts/` removed.
    init(outputDirectory: String) throws {
        self.outputDirectory = outputDirectory
        let fileManager = FileManager.default
        for folder in ["images", "fonts"] where fileManager.fileExists(atPath: outputDirectory + "/" + folder) {
            try fileManager.removeItem(atPath: outputDirectory + "/" + folder)
        }
        try fileManager.createDirectory(atPath: outputDirectory + "/images", withIntermediateDirectories: true)
    }

    /// One check's files copied into `images/`, with their paths relative to the report folder.
    func frame(_ member: ReportGroup.Member, prefix: String) throws -> ReportPage.Frame {
        let reported = member.reported
        let result = reported.result
        let artifacts = result.artifacts
        if result.status == .passed {
            let golden = try copy(result.goldenPath, as: prefix + "-golden")
            let isImage = result.goldenPath.hasSuffix(".png")
            return ReportPage.Frame(member: member, expected: isImage ? golden : nil, actual: isImage ? golden : nil,
                                    expectedText: isImage ? nil : golden, actualText: isImage ? nil : golden)
        }
        var actual = try copy(reported.path(of: artifacts.actual), as: prefix + "-actual")
        if actual == nil, result.status == .recorded || result.status == .rerecorded, result.goldenPath.hasSuffix(".png") {
            actual = try copy(result.goldenPath, as: prefix + "-recorded")
        }
        var textDiff: String?
        if let path = reported.path(of: artifacts.textDiff), FileManager.default.fileExists(atPath: path) {
            textDiff = try String(contentsOfFile: path, encoding: .utf8)
        }
        return ReportPage.Frame(
            member: member,
            expected: try copy(reported.path(of: artifacts.expected), as: prefix + "-expected"),
            actual: actual,
            diff: try copy(reported.path(of: artifacts.diff), as: prefix + "-diff"),
            expectedAnimation: try copy(reported.path(of: artifacts.expectedAnimation), as: prefix + "-expected-animation"),
            actualAnimation: try copy(reported.path(of: artifacts.actualAnimation), as: prefix + "-actual-animation"),
            expectedText: try copy(reported.path(of: artifacts.expectedText), as: prefix + "-expected-text"),
            actualText: try copy(reported.path(of: artifacts.actualText), as: prefix + "-actual-text"),
            textDiff: textDiff,
            plot: try copy(reported.path(of: artifacts.plot), as: prefix + "-plot"))
    }

    /// Copies `source`, if it exists, to `images/<name>.<its extension>`; returns the copy's relative path.
    private func copy(_ source: String?, as name: String) throws -> String? {
        guard let source, FileManager.default.fileExists(atPath: source) else { return nil }
        let fileName = name + "." + (source as NSString).pathExtension
        try FileManager.default.copyItem(atPath: source, toPath: outputDirectory + "/images/" + fileName)
        return "images/" + fileName
    }
}
