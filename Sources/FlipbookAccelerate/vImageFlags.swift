// The option bits of `vImage_Types.h`, with Apple's values. Swift imports them as `Int`.

/// No option.
public let kvImageNoFlags: Int = 0
/// Copy the alpha channel (the first byte of an ARGB8888 pixel) from the source unchanged.
public let kvImageLeaveAlphaUnchanged: Int = 1
/// Edge mode: a destination pixel whose kernel reaches outside the source keeps the source pixel unchanged.
public let kvImageCopyInPlace: Int = 2
/// Edge mode: pixels outside the source read as the `backgroundColor` argument.
public let kvImageBackgroundColorFill: Int = 4
/// Edge mode: pixels outside the source read as the nearest edge pixel.
public let kvImageEdgeExtend: Int = 8
/// Do not split the work into tiles across threads (Flipbook never does; the bit is accepted).
public let kvImageDoNotTile: Int = 16
/// Higher-quality resampling for geometry operations (not used by convolutions).
public let kvImageHighQualityResampling: Int = 32
/// Edge mode: the kernel is cut to the part inside the source and the average taken over that part.
public let kvImageTruncateKernel: Int = 64
/// Return the temporary buffer's size in bytes instead of doing the work.
public let kvImageGetTempBufferSize: Int = 128
