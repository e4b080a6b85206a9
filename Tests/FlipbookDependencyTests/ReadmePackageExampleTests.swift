import Foundation
import Testing

/// README's "Use Flipbook in your package" shows `Examples/CardAnimation` — the package that
/// `VersionedDependencyTests` builds and tests by version — file by file, so the example users copy is always one
/// that compiles and passes. Each shown file is a fenced block right after a `<!-- file: <path> -->` line.
@Suite("README package example")
struct ReadmePackageExampleTests {
    /// The files the README must show: the example's manifest, its app code and its golden test.
    static let shownFiles = [
        "Examples/CardAnimation/Package.swift",
        "Examples/CardAnimation/Sources/CardAnimation/CardSlide.swift",
        "Examples/CardAnimation/Tests/CardAnimationTests/CardSlideTests.swift",
    ]

    /// Each `<!-- file: <path> -->` marker in `readme` with the text of the fenced block that follows it.
    static func shownBlocks(in readme: String) -> [(path: String, text: String)] {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [(path: String, text: String)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- file: ") && line.hasSuffix(" -->") {
            let path = String(line.dropFirst("<!-- file: ".count).dropLast(" -->".count))
            guard index + 1 < lines.count, lines[index + 1].hasPrefix("```") else {
                blocks.append((path, ""))
                continue
            }
            let body = lines[(index + 2)...].prefix { $0 != "```" }
            blocks.append((path, body.joined(separator: "\n") + "\n"))
        }
        return blocks
    }

    @Test("README shows the example's manifest, app code and golden test, each once")
    func readmeShowsTheExample() throws {
        let shown = Self.shownBlocks(in: try Repository.text("README.md")).map(\.path)
        #expect(shown == Self.shownFiles)
    }

    @Test("Each file README shows is the example's file, byte for byte", arguments: shownFiles)
    func shownFileMatches(path: String) throws {
        let block = try #require(Self.shownBlocks(in: try Repository.text("README.md")).first { $0.path == path },
                                 "README.md does not show \(path)")
        let file = try Repository.text(path)
        #expect(block.text == file, "README.md's block for \(path) differs from the file: copy the file into README.md")
    }
}
