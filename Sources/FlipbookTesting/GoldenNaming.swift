import FlipbookHarness
import Testing

/// A golden's name derived from the running Swift Testing test: the identifier (its file), the name as the test
/// asked for it, and the test, by the name Swift Testing gives it and as a `--filter` that selects it.
struct GoldenNaming: Sendable {
    /// Where the golden lives.
    let identifier: GoldenIdentifier
    /// The name asked for, time included, before it became a file name (for messages).
    let requestedName: String
    /// The test, as Swift Testing names it: `Module.Suite/function(label:)`.
    let test: String

    /// The name of the golden `named` (default: the running test function's name), with `time` appended as
    /// `.t=0.250`, checked by the running test; its file ends in `.<fileExtension>` (`png` for an image golden,
    /// `txt` for a text golden).
    ///
    /// - Throws: `GoldenUsageError` outside a test, for a parameterized test that gives neither `named` nor
    ///   `time`, and for a name that cannot be a file name.
    init(named: String?, time: Double?, fileExtension: String = "png") throws(GoldenUsageError) {
        guard let test = Test.current else {
            throw GoldenUsageError("expectGolden must be called from inside a Swift Testing test")
        }
        if Test.Case.current?.isParameterized == true && named == nil && time == nil {
            throw GoldenUsageError("\(test.name) is parameterized: pass `named:` (and/or `time:`) built from its arguments so that each case has its own golden")
        }
        var components = test.id.nameComponents
        let function = components.popLast() ?? test.name
        let suites = components.isEmpty ? [String(test.sourceLocation.fileName.split(separator: ".").first ?? "Tests")] : components
        let base = named ?? String(function.prefix { $0 != "(" })
        requestedName = time.map { GoldenIdentifier.name(base, time: $0) } ?? base
        identifier = try GoldenIdentifier(target: test.id.moduleName, suites: suites, name: requestedName, fileExtension: fileExtension)
        self.test = "\(test.id.moduleName).\(test.id.nameComponents.joined(separator: "/"))"
    }

    /// A `swift test --filter` regular expression that selects exactly this test (and every case of it).
    var testFilter: String {
        var escaped = ""
        for character in test {
            if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
