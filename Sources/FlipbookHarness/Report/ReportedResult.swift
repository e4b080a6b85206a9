/// A golden result as the report reads it: the result and the artifacts folder its artifact paths are relative to
/// (a report may merge the folders of several shards).
struct ReportedResult {
    /// The logged result.
    let result: GoldenResult
    /// The artifacts folder whose `results.jsonl` holds the result.
    let artifactsDirectory: String

    /// The absolute path of an artifact that the result names relative to its folder (an absolute path is kept).
    func path(of artifact: String?) -> String? {
        artifact.map { $0.hasPrefix("/") ? $0 : artifactsDirectory + "/" + $0 }
    }
}
