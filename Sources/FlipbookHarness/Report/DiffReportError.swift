/// The diff report has nothing to show: no artifacts folder, or a folder without golden results.
public enum DiffReportError: Error, Equatable, CustomStringConvertible {
    /// The report was given no artifacts folder.
    case noArtifactsFolders
    /// The path is not a folder (no test run wrote artifacts there).
    case notAFolder(String)
    /// The folder has no `results.jsonl`, or an empty one: the run checked no golden.
    case noResults(String)

    /// One line naming the folder and what to do.
    public var description: String {
        switch self {
        case .noArtifactsFolders:
            return "no artifacts folder given"
        case .notAFolder(let path):
            return "no artifacts folder at \(path): run the golden tests first (scripts/test), or pass the folder they wrote with --artifacts"
        case .noResults(let path):
            return "\(path) holds no golden results (\(ResultsLog.fileName) is missing or empty): the run checked no golden"
        }
    }
}
