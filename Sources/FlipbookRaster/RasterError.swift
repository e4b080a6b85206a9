/// Errors reported by the raster engine for invalid input.
package enum RasterError: Error, Equatable, Sendable {
    /// A raster was requested with a negative dimension or a pixel count that overflows.
    case invalidSize(width: Int, height: Int)
    /// A byte buffer does not hold `width × height × 4` (or `× 1` for masks) bytes.
    case byteCountMismatch(expected: Int, actual: Int)
}
