/// The per-pixel pass of a comparison: pixelmatch's mismatch count and diff image, the anti-aliased
/// pixel count, and the largest sample difference, in one sweep over both images.
///
/// Pixels whose 32-bit words are equal are skipped without any colour arithmetic.
struct PixelmatchKernel {
    let width: Int
    let height: Int
    let options: DiffOptions

    struct Counts {
        var mismatched = 0
        var antialiased = 0
        var maxChannelDelta = 0
    }

    /// Compares `expected` with `actual` (both `width * height * 4` bytes), painting `output` when given.
    ///
    /// - Parameter differingRows: For each row, whether any of its bytes differ; equal rows are skipped
    ///   (only painted).
    func run(
        expected: UnsafePointer<UInt8>,
        actual: UnsafePointer<UInt8>,
        differingRows: [Bool],
        output: UnsafeMutablePointer<UInt8>?
    ) -> Counts {
        let maxDelta = options.maxDelta
        let alpha = options.clampedAlpha
        let paintsBackground = output != nil && !options.diffMask
        let detector = AntialiasingDetector(width: width, height: height, backdrop: options.transparencyBackdrop)
        var counts = Counts()

        for y in 0..<height {
            guard differingRows[y] else {
                if paintsBackground { paintGreyRow(y, from: expected, alpha: alpha, into: output!) }
                continue
            }
            for x in 0..<width {
                let offset = (y * width + x) * 4
                if YIQDistance.samePixel(expected, offset, actual, offset) {
                    if paintsBackground { paintGrey(from: expected, offset, alpha: alpha, into: output!) }
                    continue
                }
                counts.maxChannelDelta = max(counts.maxChannelDelta, Self.maxSampleDelta(expected, actual, offset))

                let (distance, actualIsDarker) = YIQDistance.delta(expected, offset, actual, offset, over: options.transparencyBackdrop)
                if distance > maxDelta {
                    if !options.includeAA
                        && (detector.isAntialiased(expected, x: x, y: y, other: actual)
                            || detector.isAntialiased(actual, x: x, y: y, other: expected)) {
                        counts.antialiased += 1
                        if paintsBackground { paint(options.aaColor, at: offset, into: output!) }
                    } else {
                        counts.mismatched += 1
                        if let output {
                            let colour = actualIsDarker ? (options.diffColorAlt ?? options.diffColor) : options.diffColor
                            paint(colour, at: offset, into: output)
                        }
                    }
                } else if paintsBackground {
                    paintGrey(from: expected, offset, alpha: alpha, into: output!)
                }
            }
        }
        return counts
    }

    /// Paints the whole diff image for two identical images: the faded grey background, or nothing for a mask.
    func paintIdentical(expected: UnsafePointer<UInt8>, output: UnsafeMutablePointer<UInt8>) {
        guard !options.diffMask else { return }
        let alpha = options.clampedAlpha
        for y in 0..<height { paintGreyRow(y, from: expected, alpha: alpha, into: output) }
    }

    private func paintGreyRow(_ y: Int, from image: UnsafePointer<UInt8>, alpha: Double, into output: UnsafeMutablePointer<UInt8>) {
        for offset in stride(from: y * width * 4, to: (y + 1) * width * 4, by: 4) {
            paintGrey(from: image, offset, alpha: alpha, into: output)
        }
    }

    @inline(__always)
    private static func maxSampleDelta(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, _ offset: Int) -> Int {
        var largest = 0
        for channel in 0..<4 {
            largest = max(largest, abs(Int(first[offset + channel]) - Int(second[offset + channel])))
        }
        return largest
    }

    /// pixelmatch's background: `255 + (Y − 255) · alpha · a / 255`, the pixel's luma faded towards white,
    /// evaluated in the reference's order and truncated to an integer as it is stored.
    @inline(__always)
    private func paintGrey(from image: UnsafePointer<UInt8>, _ offset: Int, alpha: Double, into output: UnsafeMutablePointer<UInt8>) {
        let luma = YIQDistance.luma(Double(image[offset]), Double(image[offset + 1]), Double(image[offset + 2]))
        let value = 255 + (luma - 255) * alpha * Double(image[offset + 3]) / 255
        let grey = UInt8(min(max(value, 0), 255))
        output[offset] = grey
        output[offset + 1] = grey
        output[offset + 2] = grey
        output[offset + 3] = 255
    }

    @inline(__always)
    private func paint(_ colour: DiffColor, at offset: Int, into output: UnsafeMutablePointer<UInt8>) {
        output[offset] = colour.red
        output[offset + 1] = colour.green
        output[offset + 2] = colour.blue
        output[offset + 3] = 255
    }
}
