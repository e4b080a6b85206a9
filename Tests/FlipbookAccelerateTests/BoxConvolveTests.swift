import FlipbookAccelerate
import Testing

/// `vImageBoxConvolve_ARGB8888`'s averages, checked against hand-computed values for each edge mode.
@Suite("vImageBoxConvolve_ARGB8888")
struct BoxConvolveTests {
    let row = ARGB8888Image([[10, 20, 60, 100]])
    let column = ARGB8888Image([[10], [20], [60], [100]])

    @Test("Edge extend repeats the edge pixel: (10+10+20)/3 = 13.3 → 13, …, (60+100+100)/3 = 86.7 → 87",
          arguments: [kvImageEdgeExtend, kvImageEdgeExtend | kvImageDoNotTile])
    func edgeExtend(flags: Int) {
        let (error, output) = boxConvolve(row, kernel: (1, 3), flags: flags)
        #expect(error == kvImageNoError)
        #expect(output.values == [[13, 30, 60, 87]])
        #expect(output.channelsShiftedByIndex)
        let (_, vertical) = boxConvolve(column, kernel: (3, 1), flags: flags)
        #expect(vertical.values == [[13], [30], [60], [87]])
    }

    @Test("Truncate kernel averages the pixels inside: (10+20)/2 = 15, (60+100)/2 = 80")
    func truncateKernel() {
        let (error, output) = boxConvolve(row, kernel: (1, 3), flags: kvImageTruncateKernel)
        #expect(error == kvImageNoError)
        #expect(output.values == [[15, 30, 60, 80]])
        #expect(output.channelsShiftedByIndex)
        #expect(boxConvolve(column, kernel: (3, 1), flags: kvImageTruncateKernel).1.values == [[15], [30], [60], [80]])
    }

    @Test("Background fill reads the colour outside: (4+10+20)/3 = 11.3 → 11, (60+100+4)/3 = 54.7 → 55")
    func backgroundColorFill() {
        let background: [UInt8] = [4, 5, 6, 7]
        let (error, output) = boxConvolve(row, kernel: (1, 3), background: background, flags: kvImageBackgroundColorFill)
        #expect(error == kvImageNoError)
        #expect(output.values == [[11, 30, 60, 55]])
        #expect(output.channelsShiftedByIndex)
        let vertical = boxConvolve(column, kernel: (3, 1), background: background, flags: kvImageBackgroundColorFill)
        #expect(vertical.1.values == [[11], [30], [60], [55]])
    }

    @Test("Copy in place keeps the pixels whose box leaves the source")
    func copyInPlace() {
        let (error, output) = boxConvolve(row, kernel: (1, 3), flags: kvImageCopyInPlace)
        #expect(error == kvImageNoError)
        #expect(output.values == [[10, 30, 60, 100]])
        #expect(output.channelsShiftedByIndex)
        #expect(boxConvolve(column, kernel: (3, 1), flags: kvImageCopyInPlace).1.values == [[10], [30], [60], [100]])
    }

    @Test("A 3 × 3 box on a 3 × 3 image: centre 324 / 9 = 36; corner 108 / 9 = 12 (extend), 72 / 4 = 18 (truncate)")
    func twoDimensions() {
        let image = ARGB8888Image([[0, 9, 18], [27, 36, 45], [54, 63, 72]])
        let extended = boxConvolve(image, kernel: (3, 3), flags: kvImageEdgeExtend).1
        #expect(extended.pixel(1, 1)[0] == 36 && extended.pixel(0, 0)[0] == 12)
        // Bottom-right: rows 1, 2, 2 × columns 1, 2, 2 = (36+45+45) + 2 × (63+72+72) = 540, / 9 = 60.
        #expect(extended.pixel(2, 2)[0] == 60)
        let truncated = boxConvolve(image, kernel: (3, 3), flags: kvImageTruncateKernel).1
        #expect(truncated.pixel(0, 0)[0] == 18 && truncated.pixel(1, 1)[0] == 36)
        #expect(truncated.pixel(1, 0)[0] == 23)   // (0+9+18+27+36+45) / 6 = 22.5, rounded half up
    }

    @Test("Rounding is half up: (0 + 1) / 2 = 0.5 → 1; a 1 × 1 kernel copies")
    func roundingHalfUp() {
        let image = ARGB8888Image([[0, 1]])
        #expect(boxConvolve(image, kernel: (1, 3), flags: kvImageTruncateKernel).1.values == [[1, 1]])
        #expect(boxConvolve(row, kernel: (1, 1), flags: kvImageEdgeExtend).1.values == [[10, 20, 60, 100]])
    }

    @Test("The region of interest starts at the offsets; its boxes read source pixels outside it")
    func regionOfInterest() {
        let (error, output) = boxConvolve(row, width: 2, offset: (1, 0), kernel: (1, 3), flags: kvImageEdgeExtend)
        #expect(error == kvImageNoError)
        #expect(output.values == [[30, 60]])
        #expect(boxConvolve(row, width: 2, offset: (2, 0), kernel: (1, 3), flags: kvImageCopyInPlace).1.values == [[60, 100]])
        let vertical = boxConvolve(column, height: 2, offset: (0, 1), kernel: (3, 1), flags: kvImageTruncateKernel)
        #expect(vertical.1.values == [[30], [60]])
        let padded = ARGB8888Image([[10, 20, 60, 100]], padding: 12)
        #expect(boxConvolve(padded, kernel: (1, 3), flags: kvImageEdgeExtend).1.values == [[13, 30, 60, 87]])
    }

    @Test("Leave alpha unchanged copies channel 0 (ARGB's alpha) and filters the other three")
    func leaveAlphaUnchanged() {
        let output = boxConvolve(row, kernel: (1, 3), flags: kvImageEdgeExtend | kvImageLeaveAlphaUnchanged).1
        #expect((0..<4).map { output.pixel($0, 0) } == [[10, 14, 15, 16], [20, 31, 32, 33], [60, 61, 62, 63], [100, 88, 89, 90]])
    }

    @Test("The temporary buffer is (source width + 1 + 3 × destination width) × 32 bytes, whatever the height and kernel")
    func temporaryBufferSize() {
        var source = vImage_Buffer(data: nil, height: 1472, width: 828, rowBytes: 828 * 4)
        var destination = source
        let query = vImage_Flags(kvImageEdgeExtend | kvImageGetTempBufferSize)
        #expect(vImageBoxConvolve_ARGB8888(&source, &destination, nil, 0, 0, 7, 7, nil, query) == (829 + 3 * 828) * 32)
        #expect(vImageBoxConvolve_ARGB8888(&source, &destination, nil, 0, 0, 4095, 4095, nil, query)
            == (829 + 3 * 828) * 32)
        destination.width = 100
        destination.height = 1
        #expect(vImageBoxConvolve_ARGB8888(&source, &destination, nil, 700, 1000, 7, 7, nil, query) == (829 + 300) * 32)
    }

    @Test("A given temporary buffer of the queried size gives the same result as none")
    func temporaryBuffer() {
        let image = ARGB8888Image([[0, 9, 18], [27, 36, 45], [54, 63, 72]])
        var input = image.buffer
        let output = ARGB8888Image(width: 3, height: 3)
        var outputBuffer = output.buffer
        let size = vImageBoxConvolve_ARGB8888(&input, &outputBuffer, nil, 0, 0, 3, 3, nil,
                                              vImage_Flags(kvImageEdgeExtend | kvImageGetTempBufferSize))
        #expect(size > 0)
        #expect(output.pixel(1, 1) == [0xEB, 0xEC, 0xED, 0xEE])   // the query writes nothing
        let temporary = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        defer { temporary.deallocate() }
        let error = vImageBoxConvolve_ARGB8888(&input, &outputBuffer, temporary, 0, 0, 3, 3, nil,
                                               vImage_Flags(kvImageEdgeExtend))
        #expect(error == kvImageNoError)
        #expect(output.values == boxConvolve(image, kernel: (3, 3), flags: kvImageEdgeExtend).1.values)
    }
}
