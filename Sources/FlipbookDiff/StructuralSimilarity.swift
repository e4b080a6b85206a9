/// The mean structural similarity (SSIM, Wang et al. 2004) of two images' luma.
///
/// - Luma is Rec. 601 in 8-bit integers, `Y = (19595·R + 38470·G + 7471·B + 32768) >> 16`, after
///   blending semi-transparent pixels over white (as the pixelmatch distance does).
/// - The window is a uniform 8×8 square (Wang et al.'s original window) at every position (stride 1)
///   inside the image; images narrower or shorter than 8 pixels use a window as wide or tall as the image.
/// - `C1 = (0.01·255)²`, `C2 = (0.03·255)²`; variances and covariance are population (biased) ones.
/// - Window sums are exact integers, kept with running column sums, so the cost per pixel is constant
///   and the result is deterministic; only the per-window ratio and the mean are floating point.
enum StructuralSimilarity {
    /// The window side, in pixels.
    static let windowSide = 8

    private static let c1 = (0.01 * 255) * (0.01 * 255)
    private static let c2 = (0.03 * 255) * (0.03 * 255)

    /// The mean SSIM over all windows of two `width`×`height` RGBA8 images; `1` for empty images.
    static func mean(expected: UnsafePointer<UInt8>, actual: UnsafePointer<UInt8>, width: Int, height: Int) -> Double {
        guard width > 0, height > 0 else { return 1 }
        let first = lumaPlane(expected, pixelCount: width * height)
        let second = lumaPlane(actual, pixelCount: width * height)
        return first.withUnsafeBufferPointer { x in
            second.withUnsafeBufferPointer { y in
                windowMean(x.baseAddress!, y.baseAddress!, width: width, height: height)
            }
        }
    }

    private static func windowMean(_ x: UnsafePointer<UInt8>, _ y: UnsafePointer<UInt8>, width: Int, height: Int) -> Double {
        let windowWidth = min(windowSide, width)
        let windowHeight = min(windowSide, height)
        let n = windowWidth * windowHeight
        let c1n2 = c1 * Double(n * n)
        let c2n2 = c2 * Double(n * n)

        // Running sums over the `windowHeight` rows of the current window band, one entry per column.
        var columns = ColumnSums(width: width)
        for row in 0..<windowHeight { columns.add(row: row, x, y, sign: 1) }

        var total = 0.0
        for top in 0...(height - windowHeight) {
            if top > 0 {
                columns.add(row: top - 1, x, y, sign: -1)
                columns.add(row: top + windowHeight - 1, x, y, sign: 1)
            }
            var sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0
            for column in 0..<windowWidth {
                sx += columns.x[column]; sy += columns.y[column]
                sxx += columns.xx[column]; syy += columns.yy[column]; sxy += columns.xy[column]
            }
            for left in 0...(width - windowWidth) {
                if left > 0 {
                    let leaving = left - 1
                    let entering = left + windowWidth - 1
                    sx += columns.x[entering] - columns.x[leaving]
                    sy += columns.y[entering] - columns.y[leaving]
                    sxx += columns.xx[entering] - columns.xx[leaving]
                    syy += columns.yy[entering] - columns.yy[leaving]
                    sxy += columns.xy[entering] - columns.xy[leaving]
                }
                // SSIM with every term multiplied by n², which keeps the moments exact integers.
                let meanProduct = sx * sy
                let luminance = (Double(2 * meanProduct) + c1n2) / (Double(sx * sx + sy * sy) + c1n2)
                let structure = (Double(2 * (n * sxy - meanProduct)) + c2n2)
                    / (Double(n * sxx - sx * sx + n * syy - sy * sy) + c2n2)
                total += luminance * structure
            }
        }
        let windows = (height - windowHeight + 1) * (width - windowWidth + 1)
        return total / Double(windows)
    }

    /// Per-column sums of x, y, x², y² and xy over a band of rows.
    private struct ColumnSums {
        var x: [Int], y: [Int], xx: [Int], yy: [Int], xy: [Int]
        let width: Int

        init(width: Int) {
            self.width = width
            x = Array(repeating: 0, count: width)
            y = x; xx = x; yy = x; xy = x
        }

        mutating func add(row: Int, _ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, sign: Int) {
            let start = row * width
            for column in 0..<width {
                let a = Int(first[start + column])
                let b = Int(second[start + column])
                x[column] += sign * a
                y[column] += sign * b
                xx[column] += sign * a * a
                yy[column] += sign * b * b
                xy[column] += sign * a * b
            }
        }
    }

    /// Rec. 601 luma of every pixel, semi-transparent pixels blended over white.
    private static func lumaPlane(_ image: UnsafePointer<UInt8>, pixelCount: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixelCount) { plane, initialized in
            for index in 0..<pixelCount {
                var r = Int(image[index * 4])
                var g = Int(image[index * 4 + 1])
                var b = Int(image[index * 4 + 2])
                let a = Int(image[index * 4 + 3])
                if a != 255 {
                    let white = 255 * (255 - a) + 127
                    r = (r * a + white) / 255
                    g = (g * a + white) / 255
                    b = (b * a + white) / 255
                }
                plane[index] = UInt8(truncatingIfNeeded: (19595 * r + 38470 * g + 7471 * b + 32768) >> 16)
            }
            initialized = pixelCount
        }
    }
}
