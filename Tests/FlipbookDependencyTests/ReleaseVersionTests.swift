import Foundation
import Testing

/// One release version: CHANGELOG.md's top release (`scripts/release-version`) is the version README tells users
/// to depend on and the one the example package names, so the three never disagree.
@Suite("Release version")
struct ReleaseVersionTests {
    /// The `from:` versions of the `.package(url:from:)` lines in `text` that name Flipbook's repository.
    static func flipbookDependencyVersions(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.contains(".package(url:"), line.contains("flipbook.git"),
                  let from = line.range(of: "from: \"") else { return nil }
            return String(line[from.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test("CHANGELOG.md's top release is a dated semantic version with a link reference")
    func changelogNamesTheRelease() throws {
        let version = try Repository.releaseVersion()
        #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." })
        let changelog = try Repository.text("CHANGELOG.md")
        #expect(changelog.contains("\n[\(version)]: "), "CHANGELOG.md has no link reference for [\(version)]")
    }

    @Test("README's dependency lines name the release version")
    func readmeNamesTheRelease() throws {
        let version = try Repository.releaseVersion()
        let versions = Self.flipbookDependencyVersions(in: try Repository.text("README.md"))
        #expect(!versions.isEmpty, "README.md has no `.package(url: \"…flipbook.git\", from: …)` line")
        #expect(versions.allSatisfy { $0 == version }, "README.md names \(versions); CHANGELOG.md's release is \(version)")
    }

    @Test("The example package depends on the release version")
    func exampleNamesTheRelease() throws {
        let version = try Repository.releaseVersion()
        let versions = Self.flipbookDependencyVersions(in: try Repository.text("Examples/CardAnimation/Package.swift"))
        #expect(versions == [version], "Examples/CardAnimation names \(versions); CHANGELOG.md's release is \(version)")
    }
}
