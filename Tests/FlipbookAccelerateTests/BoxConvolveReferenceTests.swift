import FlipbookAccelerate
import Testing

/// The summed-area implementation against the definition, pixel by pixel, on a 13 × 9 image of varied values, for
/// every edge mode and kernels from 1 × 1 to wider and taller than the image, with and without offsets.
@Suite("vImageBoxConvolve_ARGB8888 against the definition")
struct BoxConvolveReferenceTests {
    /// Channel 0 of pixel (x, y): a fixed scramble, x × 37 + y × 101 + x × y modulo 253 (channel 3 stays ≤ 255).
    static let values: [[UInt8]] = (0..<9).map { (y: Int) -> [UInt8] in
        (0..<13).map { (x: Int) -> UInt8 in UInt8((x * 37 + y * 101 + x * y) % 253) }
    }
    static let background: [UInt8] = [200, 201, 202, 203]

    /// The box average by definition: visit every kernel pixel, read it as the edge mode says, round half up.
    static func definition(x: Int, y: Int, kernel: (height: Int, width: Int), flags: Int) -> UInt8 {
        let width = values[0].count, height = values.count
        var sum = 0, count = 0, outside = false
        for dy in -(kernel.height / 2)...(kernel.height / 2) {
            for dx in -(kernel.width / 2)...(kernel.width / 2) {
                let sx = x + dx, sy = y + dy
                if (0..<width).contains(sx) && (0..<height).contains(sy) {
                    sum += Int(values[sy][sx]); count += 1
                } else {
                    outside = true
                    if flags == kvImageEdgeExtend {
                        sum += Int(values[min(max(sy, 0), height - 1)][min(max(sx, 0), width - 1)]); count += 1
                    } else if flags == kvImageBackgroundColorFill {
                        sum += Int(background[0]); count += 1
                    }
                }
            }
        }
        if flags == kvImageCopyInPlace && outside { return values[y][x] }
        return UInt8((sum + count / 2) / count)
    }

    @Test("Every pixel equals the definition", arguments: [kvImageEdgeExtend, kvImageTruncateKernel, kvImageBackgroundColorFill, kvImageCopyInPlace])
    func matchesDefinition(flags: Int) {
        let image = ARGB8888Image(Self.values)
        for kernel in [(1, 1), (3, 3), (1, 5), (5, 1), (7, 7), (3, 11), (9, 13), (19, 27)] as [(Int, Int)] {
            for (offset, size) in [((0, 0), (13, 9)), ((4, 2), (6, 5)), ((12, 8), (1, 1))] as [((UInt, UInt), (Int, Int))] {
                let (error, output) = boxConvolve(image, width: size.0, height: size.1, offset: offset,
                                                  kernel: (UInt32(kernel.0), UInt32(kernel.1)), background: Self.background,
                                                  flags: flags)
                #expect(error == kvImageNoError)
                let expected = (0..<size.1).map { y in (0..<size.0).map { x in
                    Self.definition(x: x + Int(offset.0), y: y + Int(offset.1), kernel: kernel, flags: flags)
                } }
                #expect(output.values == expected, "kernel \(kernel), offset \(offset)")
                #expect(output.channelsShiftedByIndex)   // the background's channels are shifted by their index too
            }
        }
    }
}
