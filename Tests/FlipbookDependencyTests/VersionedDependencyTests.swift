import Foundation
import Testing

/// Flipbook as a dependency by version: `scripts/check-versioned-dependency` tags a clone of this repository's
/// HEAD as 1.0.0 and runs the tests of `Examples/CardAnimation`, a separate package that names Flipbook with
/// `.package(url: "file://…", from: "1.0.0")` and checks four goldens with `expectGolden` (one of them a host frame cropped to a layer).
@Suite("Versioned dependency")
struct VersionedDependencyTests {
    /// The repository root: the folder above `Tests/`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("A package depending on Flipbook by URL and `from:` version resolves, builds and passes its golden test",
          .timeLimit(.minutes(10)))
    func dependentPackageBuildsAndPasses() throws {
        let root = Self.repositoryRoot
        try #require(FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path),
                     "the check clones the repository, so it needs its .git")
        let process = Process()
        process.executableURL = root.appendingPathComponent("scripts/check-versioned-dependency")
        process.currentDirectoryURL = root
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-versioned-dependency-\(ProcessInfo.processInfo.processIdentifier).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close(); try? FileManager.default.removeItem(at: log) }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(process.terminationStatus == 0, "scripts/check-versioned-dependency failed:\n\(output.suffix(6000))")
        // On Linux the example also has a UIKit view controller and its test (`import UIKit` is Flipbook's there).
        #if os(Linux)
        let summary = "Test run with 4 tests in 2 suites passed"
        #else
        let summary = "Test run with 3 tests in 1 suite passed"
        #endif
        #expect(output.contains(summary), "the example's tests did not all pass:\n\(output.suffix(3000))")
    }
}
