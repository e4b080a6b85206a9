/// The rows of SSIM windows over an image (one row per possible window top), which of them cover a
/// changed image row, and the sum of the SSIM of each row's windows.
struct SSIMWindowRows: Sendable {
    let width: Int
    let windowWidth: Int
    let windowHeight: Int
    /// The number of rows of windows.
    let count: Int
    /// The number of windows in each row.
    let perRow: Int
    /// For each row of windows, whether any image row under it differs between the two images.
    private let active: [Bool]
    /// For each image row, whether an active row of windows covers it (so its luma is needed).
    private let covered: [Bool]
    private let n: Int
    private let c1n2: Double
    private let c2n2: Double

    init(width: Int, height: Int, differingRows: [Bool]) {
        self.width = width
        windowWidth = min(StructuralSimilarity.windowSide, width)
        windowHeight = min(StructuralSimilarity.windowSide, height)
        count = height - windowHeight + 1
        perRow = width - windowWidth + 1
        n = windowWidth * windowHeight
        c1n2 = StructuralSimilarity.c1 * Double(n * n)
        c2n2 = StructuralSimilarity.c2 * Double(n * n)

        var active = [Bool](repeating: false, count: count)
        var covered = [Bool](repeating: false, count: height)
        var lastDiffering = Int.min / 2
        for row in 0..<height {
            if differingRows[row] { lastDiffering = row }
            // The window row whose bottom image row is `row` is active when a differing row lies within it.
            let top = row - windowHeight + 1
            if top >= 0, lastDiffering >= top {
                active[top] = true
                for coveredRow in top...row { covered[coveredRow] = true }
            }
        }
        self.active = active
        self.covered = covered
    }

    /// Whether the luma of image row `row` is read by ``sum(_:_:_:into:)``.
    func needsLuma(row: Int) -> Bool { covered[row] }

    /// Stores in `totals[top]` the sum of the SSIM of the windows of row `top`, for each `top` in `tops`.
    ///
    /// `x` and `y` are the two luma planes; only rows for which ``needsLuma(row:)`` is true are read.
    func sum(_ tops: Range<Int>, _ x: UnsafePointer<UInt8>, _ y: UnsafePointer<UInt8>, into totals: UnsafeMutableBufferPointer<Double>) {
        guard !tops.isEmpty else { return }
        let columns = SSIMColumnSums(width: width)
        defer { columns.deallocate() }
        var columnsHoldTop: Int?  // the window row the column sums currently describe
        for top in tops {
            guard active[top] else {
                // Every window of the row covers identical pixels: each SSIM is exactly 1.
                totals[top] = Double(perRow)
                continue
            }
            if columnsHoldTop == top - 1 {
                let entering = (top + windowHeight - 1) * width
                let leaving = (top - 1) * width
                columns.slide(entering: x + entering, y + entering, leaving: x + leaving, y + leaving)
            } else {
                columns.reset()
                for row in top..<(top + windowHeight) { columns.add(x + row * width, y + row * width) }
            }
            columnsHoldTop = top
            totals[top] = sumRow(columns)
        }
    }

    /// The sum of the SSIM of one row of windows, sliding left to right over the column sums.
    private func sumRow(_ columns: SSIMColumnSums) -> Double {
        var sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0, differing = 0
        for column in 0..<windowWidth {
            sx &+= columns.x[column]; sy &+= columns.y[column]
            sxx &+= columns.xx[column]; syy &+= columns.yy[column]
            sxy &+= columns.xy[column]; differing &+= columns.differing[column]
        }
        var total = 0.0
        for left in 0..<perRow {
            if left > 0 {
                let entering = left + windowWidth - 1
                let leaving = left - 1
                sx &+= columns.x[entering] &- columns.x[leaving]
                sy &+= columns.y[entering] &- columns.y[leaving]
                sxx &+= columns.xx[entering] &- columns.xx[leaving]
                syy &+= columns.yy[entering] &- columns.yy[leaving]
                sxy &+= columns.xy[entering] &- columns.xy[leaving]
                differing &+= columns.differing[entering] &- columns.differing[leaving]
            }
            if differing == 0 {
                // Equal windows: the numerator and denominator below are the same number, so SSIM is exactly 1.
                total += 1
                continue
            }
            // SSIM with every term multiplied by n², which keeps the moments exact integers
            // (at most 2 · 64² · 255², far from overflowing).
            let meanProduct = sx &* sy
            let numerator = (Double(2 &* meanProduct) + c1n2) * (Double(2 &* (n &* sxy &- meanProduct)) + c2n2)
            let denominator = (Double(sx &* sx &+ sy &* sy) + c1n2)
                * (Double(n &* sxx &- sx &* sx &+ n &* syy &- sy &* sy) + c2n2)
            total += numerator / denominator
        }
        return total
    }
}
