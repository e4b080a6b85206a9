/// A bitmap of 8-bit red, green, blue and alpha samples with straight (non-premultiplied) alpha.
///
/// Pixels are stored row by row, top row first, four bytes per pixel in R, G, B, A order, with no
/// padding between rows: the pixel at column `x`, row `y` starts at byte `(y * width + x) * 4`.
/// This is the layout PNG files use, and the one ``PNGCodec`` reads and writes.
public struct RGBAImage: Sendable, Equatable {
    /// The number of pixels per row.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The samples, `width * height * 4` bytes, row 0 (the top row) first.
    ///
    /// The count is an invariant: replacing the array with one of a different length is a programming
    /// error and traps, like an out-of-range array index. Changing samples in place is free.
    public var pixels: [UInt8] {
        didSet {
            precondition(
                pixels.count == width * height * 4,
                "RGBAImage.pixels must hold width * height * 4 = \(width * height * 4) bytes, got \(pixels.count)"
            )
        }
    }

    /// Creates an image from existing samples.
    ///
    /// - Parameters:
    ///   - width: The number of pixels per row; must not be negative.
    ///   - height: The number of rows; must not be negative.
    ///   - pixels: `width * height * 4` bytes of straight-alpha RGBA, top row first.
    /// - Throws: ``ImageIOError`` of kind ``ImageIOError/Kind/invalidSize`` when a dimension is negative,
    ///   the byte count would overflow, or `pixels.count` differs from `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(ImageIOError) {
        let byteCount = try Self.byteCount(width: width, height: height)
        guard pixels.count == byteCount else {
            throw ImageIOError(
                .invalidSize,
                message: "\(width)×\(height) RGBA needs \(byteCount) bytes, got \(pixels.count)"
            )
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates an image filled with one colour.
    ///
    /// Negative dimensions are treated as zero, giving an empty image.
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let width = max(width, 0)
        let height = max(height, 0)
        let pixelCount = width * height
        self.width = width
        self.height = height
        self.pixels = [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { buffer, initialized in
            for index in 0..<pixelCount {
                buffer[index * 4] = red
                buffer[index * 4 + 1] = green
                buffer[index * 4 + 2] = blue
                buffer[index * 4 + 3] = alpha
            }
            initialized = pixelCount * 4
        }
    }

    /// Creates an image whose `width * height * 4` bytes `initialize` writes, every one of them, with no fill
    /// pass before (what a frame's conversion from the renderer's pixels uses). Negative dimensions are treated
    /// as zero, giving an empty image.
    package init(width: Int, height: Int, initializingPixelsWith initialize: (UnsafeMutableRawBufferPointer) -> Void) {
        let width = max(width, 0)
        let height = max(height, 0)
        self.width = width
        self.height = height
        self.pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            initialize(UnsafeMutableRawBufferPointer(buffer))
            initialized = width * height * 4
        }
    }

    /// The number of pixels, `width * height`.
    public var pixelCount: Int { width * height }

    /// The pixel at column `x`, row `y` (row 0 is the top row).
    ///
    /// Coordinates outside the image are a programming error and trap, like an out-of-range array index.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let offset = byteOffset(x: x, y: y)
            return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
        }
        set {
            let offset = byteOffset(x: x, y: y)
            pixels[offset] = newValue.r
            pixels[offset + 1] = newValue.g
            pixels[offset + 2] = newValue.b
            pixels[offset + 3] = newValue.a
        }
    }

    private func byteOffset(x: Int, y: Int) -> Int {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the \(width)×\(height) image")
        return (y * width + x) * 4
    }

    /// The byte count of a `width`×`height` RGBA8 image, or an ``ImageIOError/Kind/invalidSize`` error.
    static func byteCount(width: Int, height: Int) throws(ImageIOError) -> Int {
        guard width >= 0, height >= 0 else {
            throw ImageIOError(.invalidSize, message: "negative image size \(width)×\(height)")
        }
        let (pixels, pixelOverflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, byteOverflow) = pixels.multipliedReportingOverflow(by: 4)
        guard !pixelOverflow, !byteOverflow else {
            throw ImageIOError(.invalidSize, message: "image size \(width)×\(height) overflows")
        }
        return bytes
    }
}
