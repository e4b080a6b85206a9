import FlipbookAccelerate
import Testing

/// Bad input to `vImageBoxConvolve_ARGB8888`: Apple's error codes, the destination untouched, never a crash.
@Suite("vImageBoxConvolve_ARGB8888 bad input")
struct BoxConvolveBadInputTests {
    let row = ARGB8888Image([[10, 20, 60, 100]])
    let untouched: [[UInt8]] = [[0xEB, 0xEB, 0xEB, 0xEB]]

    @Test("A zero or even kernel dimension is kvImageInvalidKernelSize", arguments: [(0, 3), (3, 0), (2, 3), (3, 4)] as [(UInt32, UInt32)])
    func invalidKernel(kernel: (UInt32, UInt32)) {
        let (error, output) = boxConvolve(row, kernel: kernel, flags: kvImageEdgeExtend)
        #expect(error == kvImageInvalidKernelSize)
        #expect(output.pixel(0, 0) == [0xEB, 0xEC, 0xED, 0xEE])
    }

    @Test("No edge mode or two is kvImageInvalidEdgeStyle; an unknown bit is kvImageUnknownFlagsBit")
    func invalidFlags() {
        #expect(boxConvolve(row, kernel: (1, 3), flags: kvImageNoFlags).0 == kvImageInvalidEdgeStyle)
        #expect(boxConvolve(row, kernel: (1, 3), flags: kvImageEdgeExtend | kvImageTruncateKernel).0 == kvImageInvalidEdgeStyle)
        #expect(boxConvolve(row, kernel: (1, 3), flags: kvImageEdgeExtend | 1 << 20).0 == kvImageUnknownFlagsBit)
    }

    @Test("A region of interest beyond the source is kvImageRoiLargerThanInputBuffer")
    func regionBeyondSource() {
        #expect(boxConvolve(row, width: 2, offset: (3, 0), kernel: (1, 3), flags: kvImageEdgeExtend).0 == kvImageRoiLargerThanInputBuffer)
        #expect(boxConvolve(row, width: 5, kernel: (1, 3), flags: kvImageEdgeExtend).0 == kvImageRoiLargerThanInputBuffer)
        #expect(boxConvolve(row, offset: (0, 1), kernel: (1, 3), flags: kvImageEdgeExtend).0 == kvImageRoiLargerThanInputBuffer)
        #expect(boxConvolve(row, width: 1, offset: (UInt.max, 0), kernel: (1, 3), flags: kvImageEdgeExtend).0
            == kvImageRoiLargerThanInputBuffer)
    }

    @Test("rowBytes below width × 4 is kvImageInvalidRowBytes")
    func rowBytesTooSmall() {
        var input = row.buffer
        input.rowBytes = 15
        let output = ARGB8888Image(width: 4, height: 1)
        var outputBuffer = output.buffer
        #expect(vImageBoxConvolve_ARGB8888(&input, &outputBuffer, nil, 0, 0, 1, 3, nil, vImage_Flags(kvImageEdgeExtend))
            == kvImageInvalidRowBytes)
        input.rowBytes = 16
        outputBuffer.width = .max
        #expect(vImageBoxConvolve_ARGB8888(&input, &outputBuffer, nil, 0, 0, 1, 3, nil, vImage_Flags(kvImageEdgeExtend))
            == kvImageInvalidRowBytes)
    }

    @Test("Scratch memory beyond Int.max (a source 2^61 pixels wide) is kvImageMemoryAllocationError")
    func scratchTooLarge() {
        var input = vImage_Buffer(data: row.memory, height: 1, width: vImagePixelCount(Int.max / 4), rowBytes: Int.max / 4 * 4)
        let output = ARGB8888Image(width: 1, height: 1)
        var outputBuffer = output.buffer
        for flags in [kvImageEdgeExtend, kvImageEdgeExtend | kvImageGetTempBufferSize] {
            #expect(vImageBoxConvolve_ARGB8888(&input, &outputBuffer, nil, 0, 0, 1, 3, nil, vImage_Flags(flags))
                == kvImageMemoryAllocationError)
        }
    }

    @Test("Null data or a null background colour with background fill is kvImageNullPointerArgument")
    func nullPointers() {
        var input = row.buffer
        let output = ARGB8888Image(width: 4, height: 1)
        var outputBuffer = output.buffer
        #expect(boxConvolve(row, kernel: (1, 3), flags: kvImageBackgroundColorFill).0 == kvImageNullPointerArgument)
        input.data = nil
        #expect(vImageBoxConvolve_ARGB8888(&input, &outputBuffer, nil, 0, 0, 1, 3, nil, vImage_Flags(kvImageEdgeExtend))
            == kvImageNullPointerArgument)
        input = row.buffer
        outputBuffer.data = nil
        #expect(vImageBoxConvolve_ARGB8888(&input, &outputBuffer, nil, 0, 0, 1, 3, nil, vImage_Flags(kvImageEdgeExtend))
            == kvImageNullPointerArgument)
        #expect(output.values == untouched)
    }

    @Test("Zero sizes: an empty destination is no work (kvImageNoError); an empty source under a pixel is beyond it")
    func zeroSizes() {
        var empty = vImage_Buffer()
        var input = row.buffer
        #expect(vImageBoxConvolve_ARGB8888(&input, &empty, nil, 0, 0, 3, 3, nil, vImage_Flags(kvImageEdgeExtend)) == kvImageNoError)
        #expect(vImageBoxConvolve_ARGB8888(&empty, &empty, nil, 0, 0, 3, 3, nil, vImage_Flags(kvImageEdgeExtend)) == kvImageNoError)
        let output = ARGB8888Image(width: 1, height: 1)
        var outputBuffer = output.buffer
        #expect(vImageBoxConvolve_ARGB8888(&empty, &outputBuffer, nil, 0, 0, 3, 3, nil, vImage_Flags(kvImageEdgeExtend))
            == kvImageRoiLargerThanInputBuffer)
    }

    @Test("Kernels of 2^32 − 1 cost no more than small ones and stay exact (128-bit sums)")
    func hugeKernels() {
        let image = ARGB8888Image([[0, 9, 18], [27, 36, 45], [54, 63, 72]])
        let largest = UInt32.max
        let truncated = boxConvolve(image, kernel: (largest, largest), flags: kvImageTruncateKernel).1
        #expect(truncated.values == Array(repeating: [36, 36, 36], count: 3))   // the whole image's average
        let uniform = ARGB8888Image(Array(repeating: [77, 77], count: 2))
        #expect(boxConvolve(uniform, kernel: (largest, largest), flags: kvImageEdgeExtend).1.values == [[77, 77], [77, 77]])
        // Each pixel's row box holds 2^31 − 1 zeros and 2^31 pixels of 200 (or the reverse): 100 × (2^32 − 2 … 2^32) / (2^32 − 1).
        let pair = ARGB8888Image([[0, 200]])
        #expect(boxConvolve(pair, kernel: (1, largest), flags: kvImageEdgeExtend).1.values == [[100, 100]])
        #expect(boxConvolve(pair, kernel: (largest, 1), flags: kvImageBackgroundColorFill).0 == kvImageNullPointerArgument)
        #expect(boxConvolve(pair, kernel: (largest, 3), background: [255, 0, 0, 0], flags: kvImageBackgroundColorFill).1.pixel(0, 0)[0] == 255)
        #expect(boxConvolve(pair, kernel: (largest, largest), flags: kvImageCopyInPlace).1.values == [[0, 200]])
    }

    @Test("Sums Flipbook cannot keep exact are refused: 2^25 source rows under a 2^32 − 1 kernel (2^24 pass)")
    func inexactSumsRefused() {
        let output = ARGB8888Image(width: 1, height: 1)
        var outputBuffer = output.buffer
        // The source is never read: the limit is checked before its pixels (and its null data) are.
        var tall = vImage_Buffer(data: nil, height: 1 << 25, width: 1, rowBytes: 4)
        let largest = UInt32.max
        #expect(vImageBoxConvolve_ARGB8888(&tall, &outputBuffer, nil, 0, 0, largest, largest, nil,
                                           vImage_Flags(kvImageEdgeExtend)) == kvImageInvalidKernelSize)
        tall.height = 1 << 24
        #expect(vImageBoxConvolve_ARGB8888(&tall, &outputBuffer, nil, 0, 0, largest, largest, nil,
                                           vImage_Flags(kvImageEdgeExtend)) == kvImageNullPointerArgument)
        #expect(vImageBoxConvolve_ARGB8888(&tall, &outputBuffer, nil, 0, 0, 3, 3, nil,
                                           vImage_Flags(kvImageEdgeExtend)) == kvImageNullPointerArgument)
    }
}
