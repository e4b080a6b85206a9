// The error codes of `vImage_Types.h`, with Apple's values. Swift imports them as `Int` (``vImage_Error``).

/// Success.
public let kvImageNoError: vImage_Error = 0
/// The region of interest (offset + destination size) reaches outside the source.
public let kvImageRoiLargerThanInputBuffer: vImage_Error = -21766
/// A kernel dimension is zero or even.
public let kvImageInvalidKernelSize: vImage_Error = -21767
/// No edge mode, or more than one, among the flags.
public let kvImageInvalidEdgeStyle: vImage_Error = -21768
/// The horizontal offset is invalid.
public let kvImageInvalidOffset_X: vImage_Error = -21769
/// The vertical offset is invalid.
public let kvImageInvalidOffset_Y: vImage_Error = -21770
/// A temporary buffer could not be allocated.
public let kvImageMemoryAllocationError: vImage_Error = -21771
/// A required pointer (buffer data, background colour) is null.
public let kvImageNullPointerArgument: vImage_Error = -21772
/// A parameter is invalid.
public let kvImageInvalidParameter: vImage_Error = -21773
/// Source and destination sizes do not match where they must.
public let kvImageBufferSizeMismatch: vImage_Error = -21774
/// A flag bit the function does not know is set.
public let kvImageUnknownFlagsBit: vImage_Error = -21775
/// An internal error.
public let kvImageInternalError: vImage_Error = -21776
/// A buffer's `rowBytes` is smaller than its `width` × the pixel size.
public let kvImageInvalidRowBytes: vImage_Error = -21777
