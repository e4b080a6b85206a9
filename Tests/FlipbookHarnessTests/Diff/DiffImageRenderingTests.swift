import FlipbookDiff
import FlipbookImageIO
import Testing

/// pixelmatch's diff picture: faded grey background, red mismatches, yellow anti-aliasing.
@Suite("diff image rendering")
struct DiffImageRenderingTests {
    /// pixelmatch's background grey for an opaque pixel of luma `y`: `255 + (y − 255) · alpha`, truncated.
    private static let whiteBackground: UInt8 = 255
    private static let blackBackground = UInt8(255 + (0 - 255) * 0.1)

    @Test("mismatches are red over a faded grey copy of the expected image")
    func mismatchesAreRed() throws {
        let comparison = try ImageDiff.compare(expected: DiffTestImages.hardEdge(at: 8), actual: DiffTestImages.hardEdge(at: 9))
        let diff = try #require(comparison.diffImage)
        #expect(diff.width == 16 && diff.height == 12)
        #expect(diff[8, 5] == (r: 255, g: 0, b: 0, a: 255))
        #expect(diff[2, 5] == (r: Self.blackBackground, g: Self.blackBackground, b: Self.blackBackground, a: 255))
        #expect(diff[12, 5] == (r: Self.whiteBackground, g: Self.whiteBackground, b: Self.whiteBackground, a: 255))
    }

    @Test("anti-aliased pixels are yellow")
    func antialiasingIsYellow() throws {
        let comparison = try ImageDiff.compare(expected: DiffTestImages.hardEdge(at: 8), actual: DiffTestImages.antialiasedEdge(at: 8))
        #expect(try #require(comparison.diffImage)[8, 3] == (r: 255, g: 255, b: 0, a: 255))
    }

    @Test("identical images give the plain grey background")
    func identicalBackground() throws {
        let image = DiffTestImages.hardEdge(at: 8)
        let diff = try #require(try ImageDiff.compare(expected: image, actual: image).diffImage)
        #expect(diff[0, 0] == (r: Self.blackBackground, g: Self.blackBackground, b: Self.blackBackground, a: 255))
        #expect(diff[15, 11] == (r: 255, g: 255, b: 255, a: 255))
    }

    @Test("the background opacity follows the alpha option")
    func backgroundAlpha() throws {
        let image = DiffTestImages.hardEdge(at: 8)
        let diff = try #require(try ImageDiff.compare(expected: image, actual: image, options: DiffOptions(alpha: 0.5)).diffImage)
        #expect(diff[0, 0].r == UInt8(255 + (0 - 255) * 0.5))
    }

    @Test("a diff mask shows only mismatches, on transparency")
    func diffMask() throws {
        let options = DiffOptions(diffMask: true)
        let shifted = try ImageDiff.compare(expected: DiffTestImages.hardEdge(at: 8), actual: DiffTestImages.hardEdge(at: 9), options: options)
        let mask = try #require(shifted.diffImage)
        #expect(mask[8, 0] == (r: 255, g: 0, b: 0, a: 255))
        #expect(mask[0, 0] == (r: 0, g: 0, b: 0, a: 0))

        let antialiased = try ImageDiff.compare(expected: DiffTestImages.hardEdge(at: 8), actual: DiffTestImages.antialiasedEdge(at: 8), options: options)
        #expect(try #require(antialiased.diffImage).pixels.allSatisfy { $0 == 0 })
    }

    @Test("custom colours, and the alternative colour where the actual image got darker")
    func customColours() throws {
        let blue = DiffColor(red: 0, green: 0, blue: 255)
        let green = DiffColor(red: 0, green: 255, blue: 0)
        let options = DiffOptions(diffColor: blue, diffColorAlt: green)
        let darker = try ImageDiff.compare(expected: DiffTestImages.hardEdge(at: 8), actual: DiffTestImages.hardEdge(at: 9), options: options)
        #expect(try #require(darker.diffImage)[8, 0] == (r: 0, g: 255, b: 0, a: 255))
        let lighter = try ImageDiff.compare(expected: DiffTestImages.hardEdge(at: 9), actual: DiffTestImages.hardEdge(at: 8), options: options)
        #expect(try #require(lighter.diffImage)[8, 0] == (r: 0, g: 0, b: 255, a: 255))

        let magenta = DiffColor(red: 255, green: 0, blue: 255)
        let antialiased = try ImageDiff.compare(
            expected: DiffTestImages.hardEdge(at: 8),
            actual: DiffTestImages.antialiasedEdge(at: 8),
            options: DiffOptions(aaColor: magenta)
        )
        #expect(try #require(antialiased.diffImage)[8, 0] == (r: 255, g: 0, b: 255, a: 255))
    }

    @Test("no diff image unless requested; the figures are the same")
    func withoutDiffImage() throws {
        let expected = DiffTestImages.hardEdge(at: 8)
        let actual = DiffTestImages.antialiasedEdge(at: 9)
        let without = try ImageDiff.compare(expected: expected, actual: actual, makeDiffImage: false)
        let with = try ImageDiff.compare(expected: expected, actual: actual)
        #expect(without.diffImage == nil)
        #expect(without.mismatchedPixels == with.mismatchedPixels)
        #expect(without.antialiasedPixels == with.antialiasedPixels)
        #expect(without.ssim == with.ssim)
        #expect(without.maxChannelDelta == with.maxChannelDelta)
    }
}
