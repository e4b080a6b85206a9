/// The colours of a region counted in 32,768 bins (5 bits per channel), each bin keeping the exact sums of its
/// colours so that a palette colour built from bins is the exact mean of the pixels it stands for.
struct ColorHistogram {
    /// One occupied bin.
    struct Bin {
        /// The bin's number, `r5 << 10 | g5 << 5 | b5` (unique: the tie-breaker that keeps sorting deterministic).
        var index: Int
        var count: Int
        /// The sums of the red, green and blue samples of the bin's pixels.
        var sums: SIMD3<Int>
        /// The bin's mean colour (red, green, blue), rounded, used as its position.
        var position: SIMD3<Int>
    }

    /// The occupied bins in bin order.
    let bins: [Bin]

    /// Counts the drawn pixels of `region`.
    init(_ region: FrameRegion) {
        var counts = [Int](repeating: 0, count: 1 << 15)
        var sums = [Int](repeating: 0, count: 3 << 15)
        region.pixels.withUnsafeBufferPointer { pixels in
            counts.withUnsafeMutableBufferPointer { counts in
                sums.withUnsafeMutableBufferPointer { sums in
                    region.forEachDrawnPixel { _, _, offset in
                        let r = Int(pixels[offset]), g = Int(pixels[offset + 1]), b = Int(pixels[offset + 2])
                        let bin = (r >> 3) << 10 | (g >> 3) << 5 | b >> 3
                        counts[bin] += 1
                        sums[bin * 3] += r
                        sums[bin * 3 + 1] += g
                        sums[bin * 3 + 2] += b
                    }
                }
            }
        }
        var bins = [Bin]()
        for index in 0..<(1 << 15) where counts[index] > 0 {
            let count = counts[index]
            let binSums = SIMD3(sums[index * 3], sums[index * 3 + 1], sums[index * 3 + 2])
            bins.append(Bin(index: index, count: count, sums: binSums, position: (binSums &+ count / 2) / count))
        }
        self.bins = bins
    }
}
