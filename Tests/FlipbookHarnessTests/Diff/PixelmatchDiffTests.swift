import FlipbookDiff
import FlipbookImageIO
import Testing

/// The mismatch count on crafted pairs: what pixelmatch counts, excuses as anti-aliasing, or lets pass.
@Suite("pixelmatch mismatch counting")
struct PixelmatchDiffTests {
    @Test("identical images have no mismatches")
    func identical() throws {
        let image = DiffTestImages.gradient()
        let comparison = try ImageDiff.compare(expected: image, actual: image)
        #expect(comparison.mismatchedPixels == 0)
        #expect(comparison.antialiasedPixels == 0)
        #expect(comparison.isIdentical)
        #expect(comparison.totalPixels == 40 * 30)
    }

    @Test("a 1-pixel shift of a hard edge mismatches the whole column")
    func hardEdgeShift() throws {
        let comparison = try ImageDiff.compare(
            expected: DiffTestImages.hardEdge(at: 8),
            actual: DiffTestImages.hardEdge(at: 9)
        )
        #expect(comparison.mismatchedPixels == 12)
        #expect(comparison.antialiasedPixels == 0)
    }

    @Test("an anti-aliased version of an edge is excused as anti-aliasing")
    func antialiasedEdge() throws {
        let expected = DiffTestImages.hardEdge(at: 8)
        let actual = DiffTestImages.antialiasedEdge(at: 8)
        let excused = try ImageDiff.compare(expected: expected, actual: actual)
        #expect(excused.mismatchedPixels == 0)
        #expect(excused.antialiasedPixels == 12)

        let counted = try ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(includeAA: true))
        #expect(counted.mismatchedPixels == 12)
        #expect(counted.antialiasedPixels == 0)
    }

    /// A grey step of `d` has YIQ distance `0.5053 · d²` (I and Q are zero for greys), so the default
    /// threshold (`35215 · 0.1² = 352.15`) lets 26 through and catches 27.
    @Test("a colour change just below the threshold passes, just above it mismatches",
          arguments: [(26, 0), (27, 20 * 10)])
    func thresholdBoundary(step: Int, mismatches: Int) throws {
        let expected = RGBAImage(width: 20, height: 10, red: 100, green: 100, blue: 100, alpha: 255)
        let level = UInt8(100 + step)
        let actual = RGBAImage(width: 20, height: 10, red: level, green: level, blue: level, alpha: 255)
        #expect(try ImageDiff.compare(expected: expected, actual: actual).mismatchedPixels == mismatches)
    }

    @Test("the threshold option moves the boundary")
    func customThreshold() throws {
        let expected = RGBAImage(width: 5, height: 5, red: 100, green: 100, blue: 100, alpha: 255)
        let actual = RGBAImage(width: 5, height: 5, red: 110, green: 110, blue: 110, alpha: 255)
        #expect(try ImageDiff.compare(expected: expected, actual: actual).mismatchedPixels == 0)
        #expect(try ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(threshold: 0.03)).mismatchedPixels == 25)
        #expect(try ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(threshold: 0)).mismatchedPixels == 25)
    }

    @Test("±1 LSB rounding noise everywhere passes")
    func roundingNoise() throws {
        let expected = DiffTestImages.gradient()
        let actual = DiffTestImages.withRoundingNoise(expected)
        let comparison = try ImageDiff.compare(expected: expected, actual: actual)
        #expect(comparison.mismatchedPixels == 0)
        #expect(comparison.maxChannelDelta == 1)
        #expect(!comparison.isIdentical)
    }

    @Test("a NaN or out-of-range threshold is clamped, never a silent pass")
    func thresholdClamping() throws {
        let expected = DiffTestImages.gradient()
        let actual = DiffTestImages.withRoundingNoise(expected)
        let nan = try ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(threshold: .nan))
        let strictest = try ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(threshold: 0))
        #expect(nan.mismatchedPixels == strictest.mismatchedPixels)
        #expect(nan.mismatchedPixels > 0)

        let black = RGBAImage(width: 3, height: 3, red: 0, green: 0, blue: 0, alpha: 255)
        let white = RGBAImage(width: 3, height: 3, red: 255, green: 255, blue: 255, alpha: 255)
        let loosest = try ImageDiff.compare(expected: black, actual: white, options: DiffOptions(threshold: 7))
        #expect(loosest.mismatchedPixels == 0)
    }

    @Test("over white, only what shows on white counts: a transparent pixel matches opaque white")
    func whiteBlending() throws {
        let overWhite = DiffOptions(transparencyBackdrop: .white)
        let transparentBlack = RGBAImage(width: 4, height: 4, red: 0, green: 0, blue: 0, alpha: 0)
        let transparentRed = RGBAImage(width: 4, height: 4, red: 255, green: 0, blue: 0, alpha: 0)
        let invisible = try ImageDiff.compare(expected: transparentBlack, actual: transparentRed, options: overWhite)
        #expect(invisible.mismatchedPixels == 0)
        #expect(invisible.maxChannelDelta == 255)

        let white = RGBAImage(width: 4, height: 4, red: 255, green: 255, blue: 255, alpha: 255)
        #expect(try ImageDiff.compare(expected: white, actual: transparentBlack, options: overWhite).mismatchedPixels == 0)
        let halfBlack = RGBAImage(width: 4, height: 4, red: 0, green: 0, blue: 0, alpha: 128)
        #expect(try ImageDiff.compare(expected: white, actual: halfBlack, options: overWhite).mismatchedPixels == 16)
    }

    @Test("over the checkerboard (the default), two transparent pixels still match and transparent vs opaque white does not")
    func checkerboardBlending() throws {
        let transparentBlack = RGBAImage(width: 4, height: 4, red: 0, green: 0, blue: 0, alpha: 0)
        let transparentRed = RGBAImage(width: 4, height: 4, red: 255, green: 0, blue: 0, alpha: 0)
        #expect(try ImageDiff.compare(expected: transparentBlack, actual: transparentRed).mismatchedPixels == 0)

        let white = RGBAImage(width: 4, height: 4, red: 255, green: 255, blue: 255, alpha: 255)
        #expect(try ImageDiff.compare(expected: white, actual: transparentBlack).mismatchedPixels == 16)
        #expect(try ImageDiff.compare(expected: transparentBlack, actual: white).mismatchedPixels == 16)
    }
}
