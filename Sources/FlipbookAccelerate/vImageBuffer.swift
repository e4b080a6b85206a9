/// A count of pixels (a width, a height, an offset), as in Accelerate's `vImage_Types.h` (`unsigned long`).
public typealias vImagePixelCount = UInt

/// The result of a vImage function: ``kvImageNoError`` (0), a negative error code, or — with
/// ``kvImageGetTempBufferSize`` — a positive byte count (`ssize_t` in `vImage_Types.h`).
public typealias vImage_Error = Int

/// The option bits a vImage function takes (`uint32_t` in `vImage_Types.h`); the constants are `Int`, as Swift
/// imports them, so callers write `vImage_Flags(kvImageEdgeExtend)`.
public typealias vImage_Flags = UInt32

/// One ARGB8888 pixel: four 8-bit channels in memory order (`uint8_t[4]` in `vImage_Types.h`).
public typealias Pixel_8888 = (UInt8, UInt8, UInt8, UInt8)

/// An image in memory as vImage reads and writes it: `height` rows of `width` pixels, each row `rowBytes` bytes
/// from the previous one, starting at `data`. The buffer does not own its memory.
public struct vImage_Buffer {
    /// The first byte of the first row (`nil` in a zero-initialised buffer).
    public var data: UnsafeMutableRawPointer!
    /// The number of rows.
    public var height: vImagePixelCount
    /// The number of pixels in a row.
    public var width: vImagePixelCount
    /// The distance in bytes from one row to the next (at least `width` × the pixel size).
    public var rowBytes: Int

    /// A zero-initialised buffer (no data, zero sizes), as C's `vImage_Buffer buffer = {0}`.
    public init() {
        self.init(data: nil, height: 0, width: 0, rowBytes: 0)
    }

    /// A buffer over `data` with the given sizes.
    public init(data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount, rowBytes: Int) {
        self.data = data
        self.height = height
        self.width = width
        self.rowBytes = rowBytes
    }
}
