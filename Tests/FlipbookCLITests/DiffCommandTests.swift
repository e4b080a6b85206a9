import FlipbookImageIO
import Foundation
import Testing

/// `flipbook diff`, end to end: pixelmatch 7.2.0's test.js cases through the command's options, the options'
/// bad values, and `--output` never overwriting an input.
@Suite("flipbook diff")
struct DiffCommandTests {
    /// pixelmatch's fixtures, committed beside the FlipbookHarnessTests that use them as resources.
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FlipbookHarnessTests/Fixtures/pixelmatch")

    private static func fixture(_ name: String) -> String { fixtures.appendingPathComponent("\(name).png").path }

    /// One `diffTest(…)` line of pixelmatch's test.js, its options spelled as `flipbook diff` options.
    struct Case: Sendable, CustomTestStringConvertible {
        let expected: String
        let actual: String
        let diff: String
        let options: [String]
        let mismatches: Int

        var testDescription: String { "\(expected) vs \(actual) \(options.joined(separator: " ")) → \(mismatches)" }
    }

    static let cases: [Case] = [
        Case(expected: "1a", actual: "1b", diff: "1diff", options: ["--threshold", "0.05"], mismatches: 143),
        Case(expected: "1a", actual: "1b", diff: "1diffdefaultthreshold", options: [], mismatches: 106),
        Case(expected: "1a", actual: "1b", diff: "1diffmask", options: ["--threshold", "0.05", "--diff-mask"], mismatches: 143),
        Case(expected: "1a", actual: "1a", diff: "1emptydiffmask", options: ["--threshold", "0", "--diff-mask"], mismatches: 0),
        Case(
            expected: "2a", actual: "2b", diff: "2diff",
            options: ["--threshold", "0.05", "--alpha", "0.5", "--aa-color", "0,192,0", "--diff-color", "#FF00ff"],
            mismatches: 12437
        ),
        Case(expected: "3a", actual: "3b", diff: "3diff", options: ["--threshold", "0.05"], mismatches: 212),
        Case(expected: "4a", actual: "4b", diff: "4diff", options: ["--threshold", "0.05"], mismatches: 36049),
        Case(expected: "5a", actual: "5b", diff: "5diff", options: ["--threshold", "0.05"], mismatches: 6),
        Case(expected: "6a", actual: "6b", diff: "6diff", options: ["--threshold", "0.05"], mismatches: 51),
        Case(expected: "6a", actual: "6a", diff: "6empty", options: ["--threshold", "0"], mismatches: 0),
        Case(expected: "7a", actual: "7b", diff: "7diff", options: ["--diff-color-alt", "0,255,0"], mismatches: 2448),
        Case(expected: "8a", actual: "5b", diff: "8diff", options: ["--threshold", "0.05"], mismatches: 32896),
    ]

    /// The figures of a `--json` run.
    private struct Figures: Decodable {
        let mismatchedPixels: Int
        let checkerboard: Bool
    }

    @Test("test.js's count and diff image, through the command's options", arguments: cases)
    func referenceCase(_ reference: Case) throws {
        let folder = try FlipbookTool.temporaryDirectory("diff-reference")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let arguments = ["diff", Self.fixture(reference.expected), Self.fixture(reference.actual), "--json", "--output", "diff.png"]
        let run = try FlipbookTool.run(arguments + reference.options, in: folder)
        #expect(run.status == (reference.mismatches == 0 ? 0 : 1), "\(run.standardError)")
        let figures = try JSONDecoder().decode(Figures.self, from: Data(run.standardOutput.utf8))
        #expect(figures.mismatchedPixels == reference.mismatches)
        #expect(figures.checkerboard)
        let diff = try PNGCodec.read(contentsOf: folder + "/diff.png")
        #expect(diff == (try PNGCodec.read(contentsOf: Self.fixture(reference.diff))))
    }

    @Test("--no-checkerboard blends over white, where a transparent background that became white passes")
    func overWhite() throws {
        let folder = try FlipbookTool.temporaryDirectory("diff-white")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlipbookTool.run(
            ["diff", Self.fixture("8a"), Self.fixture("5b"), "--threshold", "0.05", "--no-checkerboard", "--json"], in: folder
        )
        #expect(run.status == 0, "\(run.standardError)")
        let figures = try JSONDecoder().decode(Figures.self, from: Data(run.standardOutput.utf8))
        #expect(figures.mismatchedPixels == 0)
        #expect(!figures.checkerboard)
    }

    @Test("Bad option values exit 2 with a message and write no diff image", arguments: [
        (["--threshold", "1.5"], "--threshold must be between 0 and 1, got 1.5"),
        (["--threshold", "nan"], "--threshold must be between 0 and 1, got nan"),
        (["--threshold=-0.1"], "--threshold must be between 0 and 1, got -0.1"),
        (["--alpha", "2"], "--alpha must be between 0 and 1, got 2.0"),
        (["--alpha", "nan"], "--alpha must be between 0 and 1, got nan"),
        (["--aa-color", "yellow"], "--aa-color must be R,G,B (three integers 0–255) or #RRGGBB, got \"yellow\""),
        (["--diff-color", "256,0,0"], "--diff-color must be R,G,B (three integers 0–255) or #RRGGBB, got \"256,0,0\""),
        (["--diff-color", "1,2"], "--diff-color must be R,G,B (three integers 0–255) or #RRGGBB, got \"1,2\""),
        (["--diff-color", "+1,2,3"], "--diff-color must be R,G,B (three integers 0–255) or #RRGGBB, got \"+1,2,3\""),
        (["--diff-color-alt", "#12345"], "--diff-color-alt must be R,G,B (three integers 0–255) or #RRGGBB, got \"#12345\""),
        (["--diff-color-alt", "#12345g"], "--diff-color-alt must be R,G,B (three integers 0–255) or #RRGGBB, got \"#12345g\""),
        (["--max-mismatched=-1"], "--max-mismatched must not be negative, got -1"),
    ])
    func badValue(options: [String], message: String) throws {
        let folder = try FlipbookTool.temporaryDirectory("diff-bad")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlipbookTool.run(["diff", Self.fixture("5a"), Self.fixture("5b"), "--output", "diff.png"] + options, in: folder)
        #expect(run.status == 2)
        #expect(run.standardError == "flipbook diff: \(message)\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/diff.png"))
    }

    @Test("--output naming an input, by any path, exits 2 and leaves both inputs untouched", arguments: [
        ("a.png", "--output a.png is the expected image a.png; refusing to overwrite an input"),
        ("./b.png", "--output ./b.png is the actual image b.png; refusing to overwrite an input"),
        ("sub/../a.png", "--output sub/../a.png is the expected image a.png; refusing to overwrite an input"),
        ("link.png", "--output link.png is the expected image a.png; refusing to overwrite an input"),
        ("hard.png", "--output hard.png is the actual image b.png; refusing to overwrite an input"),
    ])
    func outputIsAnInput(output: String, message: String) throws {
        let folder = try FlipbookTool.temporaryDirectory("diff-overwrite")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = FileManager.default
        try files.copyItem(atPath: Self.fixture("5a"), toPath: folder + "/a.png")
        try files.copyItem(atPath: Self.fixture("5b"), toPath: folder + "/b.png")
        try files.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
        try files.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: "a.png")
        try files.linkItem(atPath: folder + "/b.png", toPath: folder + "/hard.png")
        let before = try [Data(contentsOf: URL(fileURLWithPath: folder + "/a.png")), Data(contentsOf: URL(fileURLWithPath: folder + "/b.png"))]

        let run = try FlipbookTool.run(["diff", "a.png", "b.png", "--output", output], in: folder)
        #expect(run.status == 2)
        #expect(run.standardError == "flipbook diff: \(message)\n")
        let after = try [Data(contentsOf: URL(fileURLWithPath: folder + "/a.png")), Data(contentsOf: URL(fileURLWithPath: folder + "/b.png"))]
        #expect(after == before)
    }
}
