/// A validated box convolution of an ARGB8888 buffer: each destination channel is the rounded average of the
/// source channel over a `kernelHeight` × `kernelWidth` box centred on the pixel, in O(pixels) whatever the kernel.
///
/// The work runs in two passes over summed areas: each source row the boxes touch gets its horizontal box sums
/// (from the row's prefix sums, with the edge pixels counted as often as the box reaches past them), and the
/// destination row then takes the vertical sum of those from per-column prefix sums. Outside rows and columns are
/// counted, never visited, so a kernel larger than the image costs no more than a small one.
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

    /// The scratch memory ``run(temporary:)`` needs: one row's prefix sums and the column prefix sums of the
    /// horizontal box sums of every row the boxes reach, 8 bytes per channel; `nil` when that exceeds `Int.max`.
    var temporaryByteCount: Int? {
        let prefixRows = (lastRow - firstRow + 2).multipliedReportingOverflow(by: width)
        let words = (sourceWidth + 1).addingReportingOverflow(prefixRows.partialValue)
        let bytes = words.partialValue.multipliedReportingOverflow(by: 4 * MemoryLayout<UInt64>.stride)
        return prefixRows.overflow || words.overflow || bytes.overflow ? nil : bytes.partialValue
    }

    /// Whether the largest rounded sum, under 256 × the kernel's area, fits in 64 bits (areas below 2^56).
    var sumsFitIn64Bits: Bool {
        let area = UInt64(2 * radiusX + 1).multipliedReportingOverflow(by: UInt64(2 * radiusY + 1))
        return !area.overflow && area.partialValue.multipliedReportingOverflow(by: 256).overflow == false
    }

    /// Filters the source into the destination, using `temporary` (at least ``temporaryByteCount`` bytes).
    func run(temporary: UnsafeMutableRawPointer, byteCount: Int) {
        let words = temporary.bindMemory(to: UInt64.self, capacity: byteCount / 8)
        let rowPrefix = words
        let columnPrefix = words + (sourceWidth + 1) * 4
        fillColumnPrefixSums(columnPrefix, rowPrefix: rowPrefix)
        if sumsFitIn64Bits {
            writeAverages(columnPrefix, as: UInt64.self)
        } else {
            writeAverages(columnPrefix, as: UInt128.self)
        }
    }

    /// Row k of `columnPrefix` (k = 0 … rows) holds, per destination column and channel, the sum of the horizontal
    /// box sums of source rows `firstRow` ..< `firstRow + k`.
    private func fillColumnPrefixSums(_ columnPrefix: UnsafeMutablePointer<UInt64>, rowPrefix: UnsafeMutablePointer<UInt64>) {
        let stride = width * 4
        columnPrefix.update(repeating: 0, count: stride)
        guard firstRow <= lastRow else { return }
        for row in firstRow...lastRow {
            let pixels = (source.data + row * source.rowBytes).assumingMemoryBound(to: UInt8.self)
            for channel in 0..<4 { rowPrefix[channel] = 0 }
            for x in 0..<sourceWidth {
                for channel in 0..<4 {
                    rowPrefix[(x + 1) * 4 + channel] = rowPrefix[x * 4 + channel] + UInt64(pixels[x * 4 + channel])
                }
            }
            let previous = columnPrefix + (row - firstRow) * stride
            let next = previous + stride
            for x in 0..<width {
                let centre = x + offsetX
                let low = centre - radiusX, high = centre + radiusX
                let insideLow = max(low, 0), insideHigh = min(high, sourceWidth - 1)
                let outsideLeft = UInt64(insideLow - low), outsideRight = UInt64(high - insideHigh)
                for channel in 0..<4 {
                    var sum = rowPrefix[(insideHigh + 1) * 4 + channel] - rowPrefix[insideLow * 4 + channel]
                    switch edgeMode {
                    case .edgeExtend:
                        sum += outsideLeft * UInt64(pixels[channel])
                            + outsideRight * UInt64(pixels[(sourceWidth - 1) * 4 + channel])
                    case .backgroundColorFill:
                        sum += (outsideLeft + outsideRight) * background[channel]
                    case .truncateKernel, .copyInPlace:
                        break
                    }
                    next[x * 4 + channel] = previous[x * 4 + channel] + sum
                }
            }
        }
    }

    /// Writes each destination pixel: the box sum (inside rows from the prefix sums, outside rows counted) divided
    /// by the box's pixel count, rounded half up, in `Accumulator` arithmetic.
    private func writeAverages<Accumulator: FixedWidthInteger & UnsignedInteger>(
        _ columnPrefix: UnsafeMutablePointer<UInt64>, as _: Accumulator.Type
    ) {
        let stride = width * 4
        let rows = lastRow - firstRow + 1
        let kernelWidth = Accumulator(2 * radiusX + 1)
        let fullArea = kernelWidth * Accumulator(2 * radiusY + 1)
        // Dividing by the constant area as a multiplication: with m = ⌊(2^bits − 1) / area⌋ + 1, the high half of
        // n × m is ⌊n / area⌋ exactly for every n < 2^32 (the rounding error stays under 1 / area) — and n, under
        // 256 × area, is below 2^32 when the area is below 2^24.
        let reciprocal = edgeMode != .truncateKernel && fullArea > 1 && fullArea < 1 << 24
            ? Accumulator.max / fullArea + 1 : nil
        for y in 0..<height {
            let centre = y + offsetY
            let low = centre - radiusY, high = centre + radiusY
            let insideLow = max(low, 0), insideHigh = min(high, sourceHeight - 1)
            let outsideTop = Accumulator(insideLow - low), outsideBottom = Accumulator(high - insideHigh)
            let above = columnPrefix + (insideLow - firstRow) * stride
            let below = columnPrefix + (insideHigh - firstRow + 1) * stride
            let sourceRow = (source.data + centre * source.rowBytes).assumingMemoryBound(to: UInt8.self)
            let output = (destination.data + y * destination.rowBytes).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
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
                    var sum = Accumulator(below[index] - above[index])
                    switch edgeMode {
                    case .edgeExtend:
                        sum += outsideTop * Accumulator(columnPrefix[stride + index] - columnPrefix[index])
                            + outsideBottom
                            * Accumulator(columnPrefix[rows * stride + index] - columnPrefix[(rows - 1) * stride + index])
                    case .backgroundColorFill:
                        sum += (outsideTop + outsideBottom) * kernelWidth * Accumulator(background[channel])
                    case .truncateKernel, .copyInPlace:
                        break
                    }
                    let rounded = sum + area / 2
                    output[index] = UInt8(truncatingIfNeeded: reciprocal.map { rounded.multipliedFullWidth(by: $0).high }
                        ?? rounded / area)
                }
            }
        }
    }
}
