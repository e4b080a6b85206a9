import FlipbookDiff
import FlipbookImageIO
import Testing

/// The figures besides the mismatch count: SSIM, the largest sample difference, sizes.
@Suite("diff figures: SSIM, max channel delta, sizes")
struct DiffFiguresTests {
    @Test("SSIM of identical images is exactly 1")
    func ssimIdentical() throws {
        let image = DiffTestImages.gradient()
        #expect(try ImageDiff.compare(expected: image, actual: image).ssim == 1)
    }

    @Test("SSIM of a changed image is below 1, and lower for a larger change")
    func ssimChanged() throws {
        let expected = DiffTestImages.gradient()
        let slightly = try ImageDiff.compare(expected: expected, actual: DiffTestImages.withRoundingNoise(expected)).ssim
        var damaged = expected
        for y in 10..<20 {
            for x in 10..<30 { damaged[x, y] = (r: 255, g: 0, b: 255, a: 255) }
        }
        let heavily = try ImageDiff.compare(expected: expected, actual: damaged).ssim
        #expect(slightly < 1)
        #expect(heavily < slightly)
        #expect(heavily > 0)
    }

    /// On flat images σ is 0, so SSIM reduces to the luminance term `(2μxμy + C1) / (μx² + μy² + C1)`.
    @Test("SSIM of two flat greys is the luminance term of Wang et al.'s formula")
    func ssimFlat() throws {
        let dark = RGBAImage(width: 12, height: 9, red: 100, green: 100, blue: 100, alpha: 255)
        let light = RGBAImage(width: 12, height: 9, red: 110, green: 110, blue: 110, alpha: 255)
        let c1 = (0.01 * 255) * (0.01 * 255)
        let luminance = (2 * 100 * 110 + c1) / (100 * 100 + 110 * 110 + c1)
        let ssim = try ImageDiff.compare(expected: dark, actual: light).ssim
        #expect(abs(ssim - luminance) < 1e-12)
    }

    @Test("images smaller than the 8×8 window still get an SSIM")
    func ssimTinyImages() throws {
        let expected = DiffTestImages.gradient(width: 3, height: 2)
        var actual = expected
        actual[1, 1] = (r: 0, g: 0, b: 0, a: 255)
        let ssim = try ImageDiff.compare(expected: expected, actual: actual).ssim
        #expect(ssim > 0 && ssim < 1)
    }

    @Test("max channel delta is the largest difference of any sample, alpha included")
    func maxChannelDelta() throws {
        let expected = RGBAImage(width: 6, height: 4, red: 50, green: 60, blue: 70, alpha: 255)
        var actual = expected
        actual[1, 1] = (r: 80, g: 60, b: 70, a: 255)
        actual[4, 2] = (r: 50, g: 60, b: 70, a: 213)
        #expect(try ImageDiff.compare(expected: expected, actual: actual).maxChannelDelta == 42)
        actual[4, 2] = (r: 50, g: 60, b: 70, a: 250)
        #expect(try ImageDiff.compare(expected: expected, actual: actual).maxChannelDelta == 30)
    }

    @Test("different sizes fail with both sizes in the message")
    func sizeMismatch() {
        let expected = RGBAImage(width: 4, height: 3, red: 0, green: 0, blue: 0, alpha: 255)
        let actual = RGBAImage(width: 3, height: 4, red: 0, green: 0, blue: 0, alpha: 255)
        #expect(throws: ImageSizeMismatch(expected: (4, 3), actual: (3, 4))) {
            try ImageDiff.compare(expected: expected, actual: actual)
        }
        #expect(ImageSizeMismatch(expected: (4, 3), actual: (3, 4)).description
            == "image sizes differ: expected 4×3, actual 3×4")
    }

    @Test("empty images compare as identical")
    func emptyImages() throws {
        let empty = RGBAImage(width: 0, height: 5, red: 0, green: 0, blue: 0, alpha: 0)
        let comparison = try ImageDiff.compare(expected: empty, actual: empty)
        #expect(comparison.totalPixels == 0)
        #expect(comparison.mismatchedFraction == 0)
        #expect(comparison.ssim == 1)
        #expect(comparison.isIdentical)
    }

    @Test("the mismatched fraction relates the count to the image size")
    func mismatchedFraction() throws {
        let comparison = try ImageDiff.compare(
            expected: DiffTestImages.hardEdge(at: 8),
            actual: DiffTestImages.hardEdge(at: 9)
        )
        #expect(comparison.mismatchedFraction == 12.0 / (16 * 12))
    }
}
