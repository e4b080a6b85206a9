/// A validated box convolution of an ARGB8888 buffer: each destination channel is the rounded average of the
/// source channel over a `kernelHeight` × `kernelWidth` box centred on the pixel, in O(pixels) time whatever the
/// kernel and O(width) scratch memory.
///
/// The destination is written row by row from running column sums: per destination column and channel, the sum of
/// the horizontal box sums of the source rows inside the row's box. Moving down a row adds the horizontal box sums
/// of the rows entering the box and subtracts those of the rows leaving it, each computed from the row's prefix
/// sums (with the edge pixels counted as often as the box reaches past them). Outside rows and columns are counted,
/// never visited, so a kernel larger than the image costs no more than a small one.
struct BoxConvolution {
    let source: vImage_Buffer
    let destination: vImage_Buffer
    let offsetX: Int
    let offsetY: Int
    let radiusX: Int
    let radiusY: Int
    let edgeMode: BoxEdgeMode
    /// The background colour's channels (zero unless the edge mode is background fill).
    let background: [UInt64]
    let leavesAlphaUnchanged: Bool

    private var sourceWidth: Int { Int(source.width) }
    private var sourceHeight: Int { Int(source.height) }
    private var width: Int { Int(destination.width) }
    private var height: Int { Int(destination.height) }
    /// The first and last source rows any box reaches.
    private var firstRow: Int { max(0, offsetY - radiusY) }
    private var lastRow: Int { min(sourceHeight - 1, offsetY + height - 1 + radiusY) }
    /// The destination columns whose box lies within the source's width; the others reach past an edge.
    private var interiorColumns: Range<Int> {
        let start = min(max(radiusX - offsetX, 0), width)
        return start..<max(min(sourceWidth - radiusX - offsetX, width), start)
    }

    /// The scratch memory ``run(temporary:byteCount:)`` needs, 8 bytes per channel: one source row's prefix sums
    /// and three destination-width rows (the running column sums, and the horizontal box sums of the first and last
    /// rows reached); `nil` when that exceeds `Int.max`.
    var temporaryByteCount: Int? {
        let rows = width.multipliedReportingOverflow(by: 3)
        let words = (sourceWidth + 1).addingReportingOverflow(rows.partialValue)
        let bytes = words.partialValue.multipliedReportingOverflow(by: 4 * MemoryLayout<UInt64>.stride)
        return rows.overflow || words.overflow || bytes.overflow ? nil : bytes.partialValue
    }

    /// Whether the largest rounded sum, under 256 × the kernel's area, fits in 64 bits (areas below 2^56).
    var sumsFitIn64Bits: Bool {
        let area = UInt64(2 * radiusX + 1).multipliedReportingOverflow(by: UInt64(2 * radiusY + 1))
        return !area.overflow && area.partialValue.multipliedReportingOverflow(by: 256).overflow == false
    }

    /// Whether the running column sums stay exact in 64 bits (they are kept modulo 2^64): the source rows a box can
    /// hold, times 255 × the kernel's width, fit. Only a source of over 16.8 million rows under a kernel about 2^32
    /// wide and high breaks this.
    var columnSumsFitIn64Bits: Bool {
        let rows = UInt64(min(sourceHeight, 2 * radiusY + 1))
        let rowSum = UInt64(2 * radiusX + 1).multipliedReportingOverflow(by: 255)
        return !rowSum.overflow && !rows.multipliedReportingOverflow(by: rowSum.partialValue).overflow
    }

    /// The scratch rows, carved out of the temporary buffer.
    private struct Scratch {
        /// One source row's prefix sums: entry x (0 … source width) is the sum of the row's first x pixels.
        let rowPrefix: UnsafeMutablePointer<UInt64>
        /// Per destination column and channel, the sum of the horizontal box sums of the source rows summed so far.
        let columnSums: UnsafeMutablePointer<UInt64>
        /// The horizontal box sums of the first and last rows reached (read for edge extension only).
        let firstRowSums: UnsafeMutablePointer<UInt64>
        let lastRowSums: UnsafeMutablePointer<UInt64>
    }

    /// Filters the source into the destination, using `temporary` (at least ``temporaryByteCount`` bytes).
    func run(temporary: UnsafeMutableRawPointer, byteCount: Int) {
        let words = temporary.bindMemory(to: UInt64.self, capacity: byteCount / 8)
        let stride = width * 4
        let columnSums = words + (sourceWidth + 1) * 4
        let scratch = Scratch(rowPrefix: words, columnSums: columnSums, firstRowSums: columnSums + stride,
                              lastRowSums: columnSums + 2 * stride)
        if edgeMode == .edgeExtend {
            for (row, sums) in [(firstRow, scratch.firstRowSums), (lastRow, scratch.lastRowSums)] {
                sums.update(repeating: 0, count: stride)
                addHorizontalSums(of: row, minus: nil, to: sums, prefix: scratch.rowPrefix)
            }
        }
        if sumsFitIn64Bits {
            writeAverages(scratch, as: UInt64.self)
        } else {
            writeAverages(scratch, as: UInt128.self)
        }
    }

    /// Adds to `sums`, per destination column and channel, the horizontal box sums of source row `entering` minus
    /// those of row `leaving` (either may be `nil`): the row's sum over the column's box's width, the pixels beyond
    /// the left and right edges counted by the edge mode. Both rows go through one pass, as the box sums of their
    /// difference.
    private func addHorizontalSums(of entering: Int?, minus leaving: Int?, to sums: UnsafeMutablePointer<UInt64>,
                                   prefix: UnsafeMutablePointer<UInt64>) {
        let rowPixels = { (row: Int) in (source.data + row * source.rowBytes).assumingMemoryBound(to: UInt8.self) }
        switch (entering.map(rowPixels), leaving.map(rowPixels)) {
        case let (added?, subtracted?):
            addHorizontalSums(to: sums, prefix: prefix, backgroundWeight: 0) { UInt64(added[$0]) &- UInt64(subtracted[$0]) }
        case let (added?, nil):
            addHorizontalSums(to: sums, prefix: prefix, backgroundWeight: 1) { UInt64(added[$0]) }
        case let (nil, subtracted?):
            addHorizontalSums(to: sums, prefix: prefix, backgroundWeight: 0 &- 1) { 0 &- UInt64(subtracted[$0]) }
        case (nil, nil):
            break
        }
    }

    /// Adds to `sums` the horizontal box sums of the row whose channel at byte offset i is `pixel(i)`, the background
    /// colour counted `backgroundWeight` times per outside pixel. All of it is modulo 2^64 (a difference of rows is
    /// negative as often as not): the sums it adds to are exact whenever their true values fit in 64 bits — always
    /// when 256 × the kernel's area does, else while the rows inside a box times 255 × the kernel's width do.
    @inline(__always)
    private func addHorizontalSums(to sums: UnsafeMutablePointer<UInt64>, prefix: UnsafeMutablePointer<UInt64>,
                                   backgroundWeight: UInt64, pixel: (Int) -> UInt64) {
        var running: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        prefix.update(repeating: 0, count: 4)
        for x in 0..<sourceWidth {
            running.0 &+= pixel(x * 4); running.1 &+= pixel(x * 4 + 1)
            running.2 &+= pixel(x * 4 + 2); running.3 &+= pixel(x * 4 + 3)
            let next = prefix + (x + 1) * 4
            next[0] = running.0; next[1] = running.1; next[2] = running.2; next[3] = running.3
        }
        let interior = interiorColumns
        for x in interior {
            let high = prefix + (x + offsetX + radiusX + 1) * 4, low = prefix + (x + offsetX - radiusX) * 4
            for channel in 0..<4 { sums[x * 4 + channel] &+= high[channel] &- low[channel] }
        }
        for edgeColumns in [0..<interior.lowerBound, interior.upperBound..<width] { for x in edgeColumns {
            let centre = x + offsetX
            let low = centre - radiusX, high = centre + radiusX
            let insideLow = max(low, 0), insideHigh = min(high, sourceWidth - 1)
            let outsideLeft = UInt64(insideLow - low), outsideRight = UInt64(high - insideHigh)
            for channel in 0..<4 {
                var sum = prefix[(insideHigh + 1) * 4 + channel] &- prefix[insideLow * 4 + channel]
                switch edgeMode {
                case .edgeExtend:
                    sum &+= outsideLeft &* pixel(channel) &+ outsideRight &* pixel((sourceWidth - 1) * 4 + channel)
                case .backgroundColorFill:
                    sum &+= (outsideLeft + outsideRight) &* background[channel] &* backgroundWeight
                case .truncateKernel, .copyInPlace:
                    break
                }
                sums[x * 4 + channel] &+= sum
            }
        } }
    }

    /// Writes each destination pixel: the box sum (inside rows from the running column sums, outside rows counted)
    /// divided by the box's pixel count, rounded half up, in `Accumulator` arithmetic.
    private func writeAverages<Accumulator: FixedWidthInteger & UnsignedInteger>(
        _ scratch: Scratch, as _: Accumulator.Type
    ) {
        let stride = width * 4
        let columnSums = scratch.columnSums
        let kernelWidth = Accumulator(2 * radiusX + 1)
        let fullArea = kernelWidth * Accumulator(2 * radiusY + 1)
        // Dividing by the constant area as a multiplication: with m = ⌊(2^bits − 1) / area⌋ + 1, the high half of
        // n × m is ⌊n / area⌋ exactly for every n < 2^32 (the rounding error stays under 1 / area) — and n, under
        // 256 × area, is below 2^32 when the area is below 2^24.
        let reciprocal = fullArea > 1 && fullArea < 1 << 24 ? Accumulator.max / fullArea + 1 : nil
        let interior = interiorColumns
        /// The rounded sum divided by the area, by the reciprocal when the area is the full one.
        func average(_ rounded: Accumulator, area: Accumulator) -> UInt8 {
            if let reciprocal, area == fullArea {
                UInt8(truncatingIfNeeded: rounded.multipliedFullWidth(by: reciprocal).high)
            } else {
                UInt8(truncatingIfNeeded: rounded / area)
            }
        }
        // The source rows whose horizontal box sums `columnSums` holds: summedStart ..< summedEnd.
        var summedStart = firstRow, summedEnd = firstRow
        columnSums.update(repeating: 0, count: stride)
        for y in 0..<height {
            let centre = y + offsetY
            let low = centre - radiusY, high = centre + radiusY
            let insideLow = max(low, 0), insideHigh = min(high, sourceHeight - 1)
            while summedEnd <= insideHigh || summedStart < insideLow {
                let entering = summedEnd <= insideHigh ? summedEnd : nil
                let leaving = summedStart < insideLow ? summedStart : nil
                addHorizontalSums(of: entering, minus: leaving, to: columnSums, prefix: scratch.rowPrefix)
                if entering != nil { summedEnd += 1 }
                if leaving != nil { summedStart += 1 }
            }
            let outsideTop = Accumulator(insideLow - low), outsideBottom = Accumulator(high - insideHigh)
            let sourceRow = (source.data + centre * source.rowBytes).assumingMemoryBound(to: UInt8.self)
            let output = (destination.data + y * destination.rowBytes).assumingMemoryBound(to: UInt8.self)
            // Boxes wholly inside the source: the column sums over the full area.
            let inside = outsideTop + outsideBottom == 0 ? interior : interior.lowerBound..<interior.lowerBound
            for index in inside.lowerBound * 4..<inside.upperBound * 4 {
                output[index] = average(Accumulator(columnSums[index]) &+ fullArea / 2, area: fullArea)
            }
            if leavesAlphaUnchanged {
                for x in inside { output[x * 4] = sourceRow[(x + offsetX) * 4] }
            }
            for edgeColumns in [0..<inside.lowerBound, inside.upperBound..<width] { for x in edgeColumns {
                let sourceX = x + offsetX
                let reachesOutside = outsideTop + outsideBottom != 0 || sourceX < radiusX
                    || sourceX + radiusX >= sourceWidth
                if edgeMode == .copyInPlace && reachesOutside {
                    for channel in 0..<4 { output[x * 4 + channel] = sourceRow[sourceX * 4 + channel] }
                    continue
                }
                let area = edgeMode == .truncateKernel
                    ? Accumulator(min(sourceX + radiusX, sourceWidth - 1) - max(sourceX - radiusX, 0) + 1)
                        * Accumulator(insideHigh - insideLow + 1)
                    : fullArea
                for channel in 0..<4 {
                    let index = x * 4 + channel
                    if channel == 0 && leavesAlphaUnchanged {
                        output[index] = sourceRow[sourceX * 4]
                        continue
                    }
                    var sum = Accumulator(columnSums[index])
                    switch edgeMode {
                    case .edgeExtend:
                        sum += outsideTop * Accumulator(scratch.firstRowSums[index])
                            + outsideBottom * Accumulator(scratch.lastRowSums[index])
                    case .backgroundColorFill:
                        sum += (outsideTop + outsideBottom) * kernelWidth * Accumulator(background[channel])
                    case .truncateKernel, .copyInPlace:
                        break
                    }
                    output[index] = average(sum + area / 2, area: area)
                }
            } }
        }
    }
}
