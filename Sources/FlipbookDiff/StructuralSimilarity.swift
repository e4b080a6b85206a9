import Dispatch
import Foundation

/// The mean structural similarity (SSIM, Wang et al. 2004) of two images' luma.
///
/// - Luma is Rec. 601 in 8-bit integers, `Y = (19595·R + 38470·G + 7471·B + 32768) >> 16`, after
///   blending semi-transparent pixels over white, whatever the comparison's `transparencyBackdrop` (the
///   checkerboard is pixelmatch's, not part of SSIM).
/// - The window is a uniform 8×8 square (Wang et al.'s original window) at every position (stride 1)
///   inside the image; images narrower or shorter than 8 pixels use a window as wide or tall as the image.
/// - `C1 = (0.01·255)²`, `C2 = (0.03·255)²`; variances and covariance are population (biased) ones.
/// - Window sums are exact integers kept with running column sums, so the cost per pixel is constant and
///   the result is deterministic; only the per-window ratio and the mean are floating point.
/// - Windows over identical pixels have an SSIM of exactly 1 without any arithmetic, so rows of windows
///   that cover only identical image rows are not computed at all, and their luma is never needed.
/// - Rows of windows are computed in parallel bands and summed in row order: the thread count never
///   changes the result.
enum StructuralSimilarity {
    /// The window side, in pixels.
    static let windowSide = 8

    static let c1 = (0.01 * 255) * (0.01 * 255)
    static let c2 = (0.03 * 255) * (0.03 * 255)

    /// The mean SSIM over all windows of two `width`×`height` RGBA8 images; `1` for empty images.
    ///
    /// - Parameter differingRows: For each image row, whether any of its bytes differ between the images.
    static func mean(
        expected: UnsafePointer<UInt8>,
        actual: UnsafePointer<UInt8>,
        width: Int,
        height: Int,
        differingRows: [Bool]
    ) -> Double {
        guard width > 0, height > 0 else { return 1 }
        let windows = SSIMWindowRows(width: width, height: height, differingRows: differingRows)
        let x = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let y = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        defer {
            x.deallocate()
            y.deallocate()
        }
        var rowTotals = [Double](repeating: 0, count: windows.count)
        let bands = min(windows.count, ProcessInfo.processInfo.activeProcessorCount)
        rowTotals.withUnsafeMutableBufferPointer { totals in
            nonisolated(unsafe) let (totals, expected, actual, x, y) = (totals, expected, actual, x, y)
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                for row in band * height / bands..<(band + 1) * height / bands where windows.needsLuma(row: row) {
                    lumaRow(expected + row * width * 4, into: x + row * width, width: width)
                    lumaRow(actual + row * width * 4, into: y + row * width, width: width)
                }
            }
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let tops = band * windows.count / bands..<(band + 1) * windows.count / bands
                windows.sum(tops, x, y, into: totals)
            }
        }
        return rowTotals.reduce(0, +) / Double(windows.count * windows.perRow)
    }

    /// Rec. 601 luma of one row of pixels, semi-transparent pixels blended over white.
    private static func lumaRow(_ pixels: UnsafePointer<UInt8>, into luma: UnsafeMutablePointer<UInt8>, width: Int) {
        for column in 0..<width {
            var r = Int(pixels[column * 4])
            var g = Int(pixels[column * 4 + 1])
            var b = Int(pixels[column * 4 + 2])
            let a = Int(pixels[column * 4 + 3])
            if a != 255 {
                let white = 255 &* (255 &- a) &+ 127
                r = (r &* a &+ white) / 255
                g = (g &* a &+ white) / 255
                b = (b &* a &+ white) / 255
            }
            luma[column] = UInt8(truncatingIfNeeded: (19595 &* r &+ 38470 &* g &+ 7471 &* b &+ 32768) >> 16)
        }
    }
}
