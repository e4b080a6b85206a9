import Foundation
import Testing

/// Flipbook as a dependency by version: `scripts/check-versioned-dependency` tags a clone of this repository's
/// HEAD with the release version and runs the tests of `Examples/CardAnimation`, a separate package that names
/// Flipbook with `.package(url: "file://…", from: "<version>")` and checks its goldens with `expectGolden`.
@Suite("Versioned dependency")
struct VersionedDependencyTests {
    @Test("A package depending on Flipbook by URL and `from:` version resolves, builds and passes its golden test",
          .timeLimit(.minutes(10)))
    func dependentPackageBuildsAndPasses() throws {
        try #require(FileManager.default.fileExists(atPath: Repository.root.appendingPathComponent(".git").path),
                     "the check clones the repository, so it needs its .git")
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-versioned-dependency-\(ProcessInfo.processInfo.processIdentifier).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close(); try? FileManager.default.removeItem(at: log) }
        let status = try Repository.run("scripts/check-versioned-dependency", output: handle)
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(status == 0, "scripts/check-versioned-dependency failed:\n\(output.suffix(6000))")
        // On Linux the example also has a UIKit view controller and its test (`import UIKit` is Flipbook's there).
        #if os(Linux)
        let summary = "Test run with 5 tests in 3 suites passed"
        #else
        let summary = "Test run with 4 tests in 2 suites passed"
        #endif
        #expect(output.contains(summary), "the example's tests did not all pass:\n\(output.suffix(3000))")
    }
}
