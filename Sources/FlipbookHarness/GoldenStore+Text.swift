import Foundation

extension GoldenStore {
    /// The most lines of the unified diff that a failure message quotes; the whole diff is in the `textDiff`
    /// artifact.
    public static let quotedDiffLineLimit = 120

    /// Checks `text` against the text golden `identifier` (a `.txt` file: see ``GoldenIdentifier/fileExtension``),
    /// with the record modes, the `CI=true` rule and the results log of image goldens. A text golden matches only
    /// when its bytes are the text's UTF-8 bytes; there is no tolerance.
    ///
    /// When it does not match, the artifacts are `<name>.expected.txt` (the golden as it was on disk),
    /// `<name>.actual.txt` and `<name>.diff` (a ``UnifiedDiff`` from the golden to the text), and the message quotes
    /// the diff (up to ``quotedDiffLineLimit`` lines). Its results-log line has width and height 0.
    ///
    /// - Parameters:
    ///   - text: the text the test produced.
    ///   - identifier: which golden.
    ///   - test: the test's name, for the log and the report.
    /// - Returns: what happened; ``GoldenOutcome/Status/isFailure`` tells whether the test must fail.
    public func check(text: String, as identifier: GoldenIdentifier, test: String) -> GoldenOutcome {
        logged(evaluate(text: text, identifier), test: test, width: 0, height: 0, tolerance: .default)
    }

    private func evaluate(text: String, _ identifier: GoldenIdentifier) -> GoldenOutcome {
        let goldenPath = path(of: identifier)
        let mode = effectiveRecordMode
        let bytes = Array(text.utf8)
        func outcome(_ status: GoldenOutcome.Status, _ message: String, _ artifacts: GoldenArtifacts = .init()) -> GoldenOutcome {
            GoldenOutcome(identifier: identifier, goldenPath: goldenPath, status: status, message: message, comparison: nil, artifacts: artifacts)
        }
        let base = artifactBase(identifier)
        func actualArtifact() -> GoldenArtifacts {
            GoldenArtifacts(actualText: writeFile(bytes, to: base + ".actual.txt") == nil ? base + ".actual.txt" : nil)
        }
        let lineCount = UnifiedDiff.lines(text).count

        guard let data = FileManager.default.contents(atPath: goldenPath) else {
            if mode.writesMissing {
                if let failure = writeFile(bytes, to: goldenPath) {
                    return outcome(.missing, "no golden at \(goldenPath), and recording it failed: \(failure)", actualArtifact())
                }
                return outcome(.recorded, "recorded new golden \(goldenPath) (\(lineCount) lines) — review it and commit it")
            }
            let why = recordingAllowed ? "record mode is never" : "recording is disabled under CI=true"
            return outcome(.missing, "no golden at \(goldenPath) and \(why); record it locally with scripts/update-goldens, look at it, and commit it",
                           actualArtifact())
        }
        guard let golden = String(validating: [UInt8](data), as: UTF8.self) else {
            if mode.rewritesFailures, writeFile(bytes, to: goldenPath) == nil {
                return outcome(.rerecorded, "golden \(goldenPath) was not UTF-8 text; re-recorded it — review it and commit it")
            }
            return outcome(.unreadable, "golden \(goldenPath) is not UTF-8 text", actualArtifact())
        }
        guard golden != text else {
            return outcome(.passed, "matches \(goldenPath) (\(lineCount) lines)")
        }

        let diff = UnifiedDiff(expected: golden, actual: text, expectedLabel: identifier.relativePath + " (golden)",
                               actualLabel: identifier.relativePath + " (actual)")
        var artifacts = actualArtifact()
        if writeFile([UInt8](data), to: base + ".expected.txt") == nil { artifacts.expectedText = base + ".expected.txt" }
        if writeFile(Array(diff.text.utf8), to: base + ".diff") == nil { artifacts.textDiff = base + ".diff" }
        let figures = diff.isEmpty
            ? "the lines are the same, the line endings differ"
            : "\(diff.removedLineCount) lines removed, \(diff.addedLineCount) added"
        var details = ""
        if let expected = artifacts.expectedText { details += "\n  expected: \(expected)" }
        if let actual = artifacts.actualText { details += "\n  actual:   \(actual)" }
        if let path = artifacts.textDiff { details += "\n  diff:     \(path)" }
        details += "\n" + Self.quoted(diff)
        if mode.rewritesFailures {
            if let failure = writeFile(bytes, to: goldenPath) {
                return outcome(.failed, "golden \(goldenPath) differs (\(figures)); rewriting it failed: \(failure)" + details, artifacts)
            }
            return outcome(.rerecorded, "golden \(goldenPath) differed (\(figures)); re-recorded it — review it and commit it" + details, artifacts)
        }
        return outcome(.failed, "golden \(goldenPath) differs (\(figures))" + details, artifacts)
    }

    /// The diff's first ``quotedDiffLineLimit`` lines, then how many more there are.
    private static func quoted(_ diff: UnifiedDiff) -> String {
        let lines = UnifiedDiff.lines(diff.text)
        guard lines.count > quotedDiffLineLimit else { return diff.text }
        return lines.prefix(quotedDiffLineLimit).joined(separator: "\n") + "\n… \(lines.count - quotedDiffLineLimit) more lines of the diff\n"
    }
}
