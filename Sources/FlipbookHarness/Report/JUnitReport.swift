/// The golden results as JUnit XML, the format CI systems (GitHub Actions reporters, GitLab, Jenkins, Buildkite) read
/// to list tests and failures.
///
/// One `<testsuite>` per test (Swift Testing's `Module.Suite/function`), one `<testcase>` per golden (its path
/// relative to the goldens folder, the test as its `classname`), and a `<failure>` for every golden that did not
/// pass, its `type` the outcome and its `message` the harness's explanation. Suites and cases are sorted, and no
/// time or host is written, so that the same results give the same bytes.
public struct JUnitReport: Sendable {
    /// The results reported.
    public let results: [GoldenResult]

    /// A report of `results` (e.g. ``DiffReport/latestResults()``).
    public init(results: [GoldenResult]) {
        self.results = results
    }

    /// The XML document.
    public func xml() -> String {
        let suites = Dictionary(grouping: results, by: \.test).sorted { $0.key < $1.key }
        let failures = results.filter(\.status.isFailure).count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"Flipbook goldens\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for (test, cases) in suites {
            let suiteFailures = cases.filter(\.status.isFailure).count
            xml += "  <testsuite name=\"\(XMLText.escape(test))\" tests=\"\(cases.count)\" failures=\"\(suiteFailures)\" errors=\"0\" skipped=\"0\">\n"
            for result in cases.sorted(by: { $0.golden < $1.golden }) {
                let opening = "    <testcase name=\"\(XMLText.escape(result.golden))\" classname=\"\(XMLText.escape(test))\""
                if result.status.isFailure {
                    let message = XMLText.escape(result.message)
                    xml += opening + ">\n"
                    xml += "      <failure type=\"\(result.status.rawValue)\" message=\"\(message)\">\(message)</failure>\n"
                    xml += "    </testcase>\n"
                } else {
                    xml += opening + "/>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }
}
