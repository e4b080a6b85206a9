import FlipbookHarness
import Testing

/// Derives a golden's identifier from the running Swift Testing test.
enum GoldenNaming {
    /// `<module>/<suites…>/<name>[.t=…].<fileExtension>` for `test`.
    static func identifier(named: String?, time: Double?, test: Test?, isParameterized: Bool,
                           fileExtension: String = "png") throws(GoldenUsageError) -> GoldenIdentifier {
        guard let test else {
            throw GoldenUsageError("expectGolden must be called from inside a Swift Testing test")
        }
        if isParameterized && named == nil && time == nil {
            throw GoldenUsageError("\(test.name) is parameterized: pass `named:` (and/or `time:`) built from its arguments so that each case has its own golden")
        }
        var components = test.id.nameComponents
        let function = components.popLast() ?? test.name
        let suites = components.isEmpty ? [String(test.sourceLocation.fileName.split(separator: ".").first ?? "Tests")] : components
        let base = named ?? String(function.prefix { $0 != "(" })
        let name = time.map { GoldenIdentifier.name(base, time: $0) } ?? base
        return try GoldenIdentifier(target: test.id.moduleName, suites: suites, name: name, fileExtension: fileExtension)
    }
}
