import FlipbookDiff
import FlipbookImageIO
import Foundation
import Testing

/// pixelmatch 7.2.0's own test suite (`test/test.js`), on its fixtures (`Fixtures/pixelmatch`, ISC licensed):
/// every pair, with test.js's options, gives test.js's mismatch count and, byte for byte, its diff image.
@Suite("pixelmatch 7.2.0 reference cases")
struct PixelmatchReferenceTests {
    /// One `diffTest(…)` line of test.js.
    struct Case: Sendable, CustomTestStringConvertible {
        let expected: String
        let actual: String
        let diff: String
        let options: DiffOptions
        let mismatches: Int

        var testDescription: String { "\(expected) vs \(actual) → \(diff) (\(mismatches))" }
    }

    /// test.js's `{threshold: 0.05}`.
    private static let sensitive = DiffOptions(threshold: 0.05)

    static let cases: [Case] = [
        Case(expected: "1a", actual: "1b", diff: "1diff", options: sensitive, mismatches: 143),
        Case(expected: "1a", actual: "1b", diff: "1diffdefaultthreshold", options: DiffOptions(), mismatches: 106),
        Case(expected: "1a", actual: "1b", diff: "1diffmask", options: DiffOptions(threshold: 0.05, diffMask: true), mismatches: 143),
        Case(expected: "1a", actual: "1a", diff: "1emptydiffmask", options: DiffOptions(threshold: 0, diffMask: true), mismatches: 0),
        Case(
            expected: "2a", actual: "2b", diff: "2diff",
            options: DiffOptions(
                threshold: 0.05, alpha: 0.5,
                aaColor: DiffColor(red: 0, green: 192, blue: 0), diffColor: DiffColor(red: 255, green: 0, blue: 255)
            ),
            mismatches: 12437
        ),
        Case(expected: "3a", actual: "3b", diff: "3diff", options: sensitive, mismatches: 212),
        Case(expected: "4a", actual: "4b", diff: "4diff", options: sensitive, mismatches: 36049),
        Case(expected: "5a", actual: "5b", diff: "5diff", options: sensitive, mismatches: 6),
        Case(expected: "6a", actual: "6b", diff: "6diff", options: sensitive, mismatches: 51),
        Case(expected: "6a", actual: "6a", diff: "6empty", options: DiffOptions(threshold: 0), mismatches: 0),
        Case(
            expected: "7a", actual: "7b", diff: "7diff",
            options: DiffOptions(diffColorAlt: DiffColor(red: 0, green: 255, blue: 0)), mismatches: 2448
        ),
        Case(expected: "8a", actual: "5b", diff: "8diff", options: sensitive, mismatches: 32896),
    ]

    /// `Fixtures/pixelmatch/<name>.png`, decoded.
    static func fixture(_ name: String) throws -> RGBAImage {
        let url = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/pixelmatch/\(name).png")
        return try PNGCodec.read(contentsOf: url.path)
    }

    @Test("the count and the diff image of test.js, and the same count without a diff image", arguments: cases)
    func referenceCase(_ reference: Case) throws {
        let expected = try Self.fixture(reference.expected)
        let actual = try Self.fixture(reference.actual)
        let comparison = try ImageDiff.compare(expected: expected, actual: actual, options: reference.options)
        #expect(comparison.mismatchedPixels == reference.mismatches)
        let diffImage = try #require(comparison.diffImage)
        let referenceDiff = try Self.fixture(reference.diff)
        #expect(diffImage.width == referenceDiff.width && diffImage.height == referenceDiff.height)
        let differingSamples = zip(diffImage.pixels, referenceDiff.pixels).filter { $0 != $1 }.count
        #expect(differingSamples == 0, "\(differingSamples) samples of the diff image differ from \(reference.diff).png")

        let withoutImage = try ImageDiff.compare(
            expected: expected, actual: actual, options: reference.options, makeDiffImage: false
        )
        #expect(withoutImage.mismatchedPixels == reference.mismatches)
    }

    @Test("test.js's 1-pixel case: half-transparent black vs opaque grey matches over white, not over the checkerboard")
    func checkerboardPixel() throws {
        let halfBlack = RGBAImage(width: 1, height: 1, red: 0, green: 0, blue: 0, alpha: 128)
        let grey = RGBAImage(width: 1, height: 1, red: 127, green: 127, blue: 127, alpha: 255)
        let overWhite = try ImageDiff.compare(expected: halfBlack, actual: grey, options: DiffOptions(transparencyBackdrop: .white))
        #expect(overWhite.mismatchedPixels == 0)
        #expect(try ImageDiff.compare(expected: halfBlack, actual: grey).mismatchedPixels == 1)
    }

    @Test("a transparent background that became opaque white passes only over white (pixelmatch before 7)")
    func transparentToWhite() throws {
        let transparent = try Self.fixture("8a")
        let white = try Self.fixture("5b")
        let overWhite = try ImageDiff.compare(expected: transparent, actual: white, options: DiffOptions(threshold: 0.05, transparencyBackdrop: .white))
        #expect(overWhite.mismatchedPixels == 0)
        #expect(overWhite.maxChannelDelta == 255)
        let overCheckerboard = try ImageDiff.compare(expected: transparent, actual: white, options: Self.sensitive)
        #expect(overCheckerboard.mismatchedPixels == 32896)
    }
}
