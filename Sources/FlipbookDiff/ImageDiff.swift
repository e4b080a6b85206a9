#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlipbookImageIO

/// Compares images the way pixelmatch does, and measures how similar they are.
///
/// ``compare(expected:actual:options:makeDiffImage:)`` gives, in one call:
/// - pixelmatch 7.2.0's mismatched-pixel count: YIQ colour distance above `35215 · threshold²`, minus
///   pixels excused as anti-aliasing, with semi-transparent pixels blended over
///   ``DiffOptions/transparencyBackdrop`` (pixelmatch 7's checkerboard by default, or white);
/// - the number of pixels excused as anti-aliasing;
/// - the mean SSIM (Wang et al. 2004) of the luma: 8-bit Rec. 601 luma (semi-transparent pixels blended
///   over white), uniform 8×8 windows at every position (smaller images use a window of their size),
///   `C1 = (0.01·255)²`, `C2 = (0.03·255)²`, population variances; exactly 1 for identical images;
/// - the largest difference of any sample;
/// - optionally pixelmatch's diff image.
///
/// Identical rows are recognised with one memory comparison each and skip all per-pixel work (except
/// painting the diff image background). All results are deterministic.
public enum ImageDiff {
    /// Compares `actual` against `expected`.
    ///
    /// - Parameters:
    ///   - expected: The reference image; its grey copy is the diff image's background.
    ///   - actual: The image under test.
    ///   - options: pixelmatch's settings.
    ///   - makeDiffImage: Whether to paint ``ImageComparison/diffImage``.
    /// - Throws: ``ImageSizeMismatch`` when the sizes differ.
    public static func compare(
        expected: RGBAImage,
        actual: RGBAImage,
        options: DiffOptions = .init(),
        makeDiffImage: Bool = true
    ) throws(ImageSizeMismatch) -> ImageComparison {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw ImageSizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
        }
        let width = expected.width
        let height = expected.height
        var diffImage = makeDiffImage ? RGBAImage(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 0) : nil
        guard width > 0, height > 0 else {
            return ImageComparison(
                width: width, height: height, mismatchedPixels: 0, antialiasedPixels: 0,
                ssim: 1, maxChannelDelta: 0, diffImage: diffImage
            )
        }

        let kernel = PixelmatchKernel(width: width, height: height, options: options)
        var counts = PixelmatchKernel.Counts()
        var ssim = 1.0
        expected.pixels.withUnsafeBufferPointer { expectedBuffer in
            actual.pixels.withUnsafeBufferPointer { actualBuffer in
                let first = expectedBuffer.baseAddress!
                let second = actualBuffer.baseAddress!
                let rowBytes = width * 4
                let differingRows = (0..<height).map { row in
                    memcmp(first + row * rowBytes, second + row * rowBytes, rowBytes) != 0
                }
                if !differingRows.contains(true) {
                    diffImage?.pixels.withUnsafeMutableBufferPointer { output in
                        kernel.paintIdentical(expected: first, output: output.baseAddress!)
                    }
                    return
                }
                if diffImage == nil {
                    counts = kernel.run(expected: first, actual: second, differingRows: differingRows, output: nil)
                } else {
                    diffImage!.pixels.withUnsafeMutableBufferPointer { output in
                        counts = kernel.run(expected: first, actual: second, differingRows: differingRows, output: output.baseAddress!)
                    }
                }
                ssim = StructuralSimilarity.mean(
                    expected: first, actual: second, width: width, height: height, differingRows: differingRows
                )
            }
        }
        return ImageComparison(
            width: width,
            height: height,
            mismatchedPixels: counts.mismatched,
            antialiasedPixels: counts.antialiased,
            ssim: ssim,
            maxChannelDelta: counts.maxChannelDelta,
            diffImage: diffImage
        )
    }
}
