/// Builds a palette of at most `n` colours from a colour histogram by variance-minimising median cut (in the
/// spirit of Wu's quantiser):
///
/// 1. All occupied bins start in one box.
/// 2. The box with the largest weighted squared error (the sum over its pixels of ``ColorDistance`` to the box's
///    mean) is split, until there are `n` boxes or no box has an error left.
/// 3. A box is split along the red, green or blue axis, at the position that leaves the smallest total error in
///    the two halves (not simply at the median pixel): gradients get evenly spaced steps, and the few pixels of
///    an anti-aliased edge still get a colour between the two sides when their error is large enough.
/// 4. Each palette colour is the exact mean of the pixels of its box.
///
/// Everything is deterministic: the sums are integers, the errors are IEEE double divisions of integers
/// (correctly rounded on every machine), sorting uses each bin's unique number as the tie-breaker, and ties
/// between boxes or split positions go to the first.
enum MedianCutQuantizer {
    private static let weights = SIMD3<Double>(
        Double(ColorDistance.redWeight), Double(ColorDistance.greenWeight), Double(ColorDistance.blueWeight)
    )

    /// The palette colours, packed `0xRRGGBB`, in the order the boxes were made.
    static func palette(from histogram: ColorHistogram, maximumColors: Int) -> [UInt32] {
        var bins = histogram.bins
        guard !bins.isEmpty else { return [] }
        var boxes = [Box(bins: bins[...], range: 0..<bins.count)]
        while boxes.count < maximumColors {
            // The box with the largest error (the first on ties) is split.
            var chosen = -1
            var largestError = 0.0
            for (index, box) in boxes.enumerated() where box.range.count > 1 && box.error > largestError {
                chosen = index
                largestError = box.error
            }
            guard chosen >= 0 else { break }
            let range = boxes[chosen].range
            let (axis, splitCount) = bestSplit(of: &bins, range)
            sort(&bins, range, along: axis)
            let middle = range.lowerBound + splitCount
            boxes[chosen] = Box(bins: bins[...], range: range.lowerBound..<middle)
            boxes.append(Box(bins: bins[...], range: middle..<range.upperBound))
        }
        return boxes.map(\.meanColor)
    }

    /// The axis and the number of bins in the first half of the split of `range` that leaves the smallest error.
    private static func bestSplit(of bins: inout [ColorHistogram.Bin], _ range: Range<Int>) -> (axis: Int, count: Int) {
        var best = (axis: 0, count: 1)
        var bestScore = -Double.infinity
        for axis in 0..<3 {
            sort(&bins, range, along: axis)
            // Minimising the two halves' squared error is maximising Σ_channels w · (S_left² / n_left + S_right² / n_right).
            var totalCount = 0, totalSums = SIMD3<Int>.zero
            for bin in bins[range] {
                totalCount += bin.count
                totalSums &+= bin.sums
            }
            var leftCount = 0, leftSums = SIMD3<Int>.zero
            for position in range.dropLast() {
                leftCount += bins[position].count
                leftSums &+= bins[position].sums
                let left = SIMD3<Double>(leftSums), right = SIMD3<Double>(totalSums &- leftSums)
                let terms = left * left / Double(leftCount) + right * right / Double(totalCount - leftCount)
                let score = (weights * terms).sum()
                if score > bestScore {
                    bestScore = score
                    best = (axis, position - range.lowerBound + 1)
                }
            }
        }
        return best
    }

    private static func sort(_ bins: inout [ColorHistogram.Bin], _ range: Range<Int>, along axis: Int) {
        bins[range].sort { first, second in
            let a = first.position[axis], b = second.position[axis]
            return a != b ? a < b : first.index < second.index
        }
    }

    /// A run of bins (a range of the shared, re-sorted bin array) with its error and mean colour.
    private struct Box {
        let range: Range<Int>
        /// The weighted squared error of the box's pixels around their mean (from the bins' positions).
        let error: Double
        let meanColor: UInt32

        init(bins: ArraySlice<ColorHistogram.Bin>, range: Range<Int>) {
            self.range = range
            var count = 0
            var sums = SIMD3<Int>.zero, positionSums = SIMD3<Int>.zero, squareSums = SIMD3<Int>.zero
            for bin in bins[range] {
                count += bin.count
                sums &+= bin.sums
                let weighted = bin.position &* bin.count
                positionSums &+= weighted
                squareSums &+= weighted &* bin.position
            }
            let positionSum = SIMD3<Double>(positionSums)
            error = (weights * (SIMD3<Double>(squareSums) - positionSum * positionSum / Double(count))).sum()
            let mean = (sums &+ count / 2) / count
            meanColor = UInt32(mean.x << 16 | mean.y << 8 | mean.z)
        }
    }
}
