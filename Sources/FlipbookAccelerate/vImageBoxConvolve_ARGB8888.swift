/// The option bits ``vImageBoxConvolve_ARGB8888(_:_:_:_:_:_:_:_:_:)`` knows; any other bit is
/// ``kvImageUnknownFlagsBit``.
private let boxConvolveFlags = kvImageLeaveAlphaUnchanged | kvImageCopyInPlace | kvImageBackgroundColorFill
    | kvImageEdgeExtend | kvImageDoNotTile | kvImageTruncateKernel | kvImageGetTempBufferSize

/// Blurs an 8-bit-per-channel, 4-channel interleaved image with a box filter, as Accelerate's function of the same
/// name: each destination channel (alpha included, whatever the channel order) is the average of the source
/// channel over a `kernel_height` × `kernel_width` box centred on the source pixel
/// (`srcOffsetToROI_X + x`, `srcOffsetToROI_Y + y`), rounded half up (sum + area / 2) / area.
///
/// - Parameters:
///   - src: the source buffer; the kernel reads any of its pixels, inside the region of interest or not.
///   - dest: the destination; its `width` × `height` is the region of interest's size.
///   - tempBuffer: scratch memory of the size the call returns with ``kvImageGetTempBufferSize``, or `nil` to let
///     the function allocate it.
///   - srcOffsetToROI_X: the region of interest's left column in the source.
///   - srcOffsetToROI_Y: the region of interest's top row in the source.
///   - kernel_height: the box's height, odd.
///   - kernel_width: the box's width, odd.
///   - backgroundColor: the colour outside the source with ``kvImageBackgroundColorFill`` (4 bytes), else ignored.
///   - flags: exactly one edge mode (``kvImageCopyInPlace``, ``kvImageBackgroundColorFill``,
///     ``kvImageEdgeExtend``, ``kvImageTruncateKernel``), optionally with ``kvImageLeaveAlphaUnchanged``,
///     ``kvImageDoNotTile`` or ``kvImageGetTempBufferSize``.
/// - Returns: ``kvImageNoError``; with ``kvImageGetTempBufferSize`` the temporary buffer's size in bytes; or
///   an error code (``kvImageUnknownFlagsBit``, ``kvImageInvalidEdgeStyle``, ``kvImageInvalidKernelSize`` — also,
///   Flipbook's own limit, when a source of over 2^64 / (255 × the kernel's width) rows — 16.8 million for the
///   widest kernel — meets a kernel as high, whose sums would not stay exact —,
///   ``kvImageInvalidRowBytes``, ``kvImageRoiLargerThanInputBuffer``, ``kvImageMemoryAllocationError`` when the
///   scratch memory's size exceeds `Int.max`, ``kvImageNullPointerArgument``), the
///   destination then untouched.
@discardableResult
public func vImageBoxConvolve_ARGB8888(
    _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>, _ tempBuffer: UnsafeMutableRawPointer!,
    _ srcOffsetToROI_X: vImagePixelCount, _ srcOffsetToROI_Y: vImagePixelCount,
    _ kernel_height: UInt32, _ kernel_width: UInt32,
    _ backgroundColor: UnsafePointer<UInt8>!, _ flags: vImage_Flags
) -> vImage_Error {
    let source = src.pointee, destination = dest.pointee
    let options = Int(flags)
    guard options & ~boxConvolveFlags == 0 else { return kvImageUnknownFlagsBit }
    guard let edgeMode = BoxEdgeMode(flags: options) else { return kvImageInvalidEdgeStyle }
    guard kernel_height % 2 == 1, kernel_width % 2 == 1 else { return kvImageInvalidKernelSize }
    for buffer in [source, destination] {
        guard buffer.width <= vImagePixelCount(Int.max / 4), buffer.height <= vImagePixelCount(Int.max),
              buffer.rowBytes >= Int(buffer.width) * 4 else { return kvImageInvalidRowBytes }
    }
    guard srcOffsetToROI_X <= source.width, destination.width <= source.width - srcOffsetToROI_X,
          srcOffsetToROI_Y <= source.height, destination.height <= source.height - srcOffsetToROI_Y
    else { return kvImageRoiLargerThanInputBuffer }
    let convolution = BoxConvolution(
        source: source, destination: destination, offsetX: Int(srcOffsetToROI_X), offsetY: Int(srcOffsetToROI_Y),
        radiusX: Int(kernel_width / 2), radiusY: Int(kernel_height / 2), edgeMode: edgeMode,
        background: edgeMode == .backgroundColorFill && backgroundColor != nil
            ? (0..<4).map { UInt64(backgroundColor[$0]) } : [0, 0, 0, 0],
        leavesAlphaUnchanged: options & kvImageLeaveAlphaUnchanged != 0
    )
    guard let byteCount = convolution.temporaryByteCount else { return kvImageMemoryAllocationError }
    // Flipbook's limit, not Apple's: sums it could not keep exact are refused rather than wrong.
    guard convolution.columnSumsFitIn64Bits else { return kvImageInvalidKernelSize }
    if options & kvImageGetTempBufferSize != 0 { return byteCount }
    guard destination.width > 0, destination.height > 0 else { return kvImageNoError }
    guard source.data != nil, destination.data != nil,
          edgeMode != .backgroundColorFill || backgroundColor != nil else { return kvImageNullPointerArgument }
    if let tempBuffer {
        convolution.run(temporary: tempBuffer, byteCount: byteCount)
    } else {
        let temporary = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 8)
        defer { temporary.deallocate() }
        convolution.run(temporary: temporary, byteCount: byteCount)
    }
    return kvImageNoError
}
