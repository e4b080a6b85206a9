import FlipbookAccelerate

/// A small ARGB8888 image in owned memory, with a ``vImage_Buffer`` over it, for the box-convolution tests.
/// Each pixel's channel c holds the pixel's value + c, so that every channel is checked.
final class ARGB8888Image {
    let width: Int
    let height: Int
    let rowBytes: Int
    let memory: UnsafeMutableRawPointer

    /// An image of `values` (rows of single values, channel c = value + c), with `padding` spare bytes per row.
    init(_ values: [[UInt8]], padding: Int = 0) {
        height = values.count
        width = values.first?.count ?? 0
        rowBytes = width * 4 + padding
        memory = .allocate(byteCount: max(rowBytes * height, 1), alignment: 8)
        memory.initializeMemory(as: UInt8.self, repeating: 0xEE, count: max(rowBytes * height, 1))
        for (y, row) in values.enumerated() {
            for (x, value) in row.enumerated() {
                for channel in 0..<4 { memory.storeBytes(of: value + UInt8(channel), toByteOffset: y * rowBytes + x * 4 + channel, as: UInt8.self) }
            }
        }
    }

    /// A blank (0xEE) image of the given size.
    convenience init(width: Int, height: Int) {
        self.init(Array(repeating: Array(repeating: 0xEE - 3, count: width), count: height))
    }

    deinit { memory.deallocate() }

    var buffer: vImage_Buffer {
        vImage_Buffer(data: memory, height: vImagePixelCount(height), width: vImagePixelCount(width), rowBytes: rowBytes)
    }

    /// The four channels of pixel (`x`, `y`).
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        (0..<4).map { memory.load(fromByteOffset: y * rowBytes + x * 4 + $0, as: UInt8.self) }
    }

    /// Every pixel's channel 0, row by row.
    var values: [[UInt8]] {
        (0..<height).map { y in (0..<width).map { x in pixel(x, y)[0] } }
    }

    /// Whether every pixel's channel c is its channel 0 + c (the tests' inputs shift each channel by c).
    var channelsShiftedByIndex: Bool {
        (0..<height).allSatisfy { y in (0..<width).allSatisfy { x in
            let p = pixel(x, y)
            return (0..<4).allSatisfy { p[$0] == p[0] &+ UInt8($0) }
        } }
    }
}

/// Box-convolves `source` into a new image of `width` × `height` (the source's size by default).
func boxConvolve(
    _ source: ARGB8888Image, width: Int? = nil, height: Int? = nil, offset: (x: UInt, y: UInt) = (0, 0),
    kernel: (height: UInt32, width: UInt32), background: [UInt8]? = nil, flags: Int
) -> (vImage_Error, ARGB8888Image) {
    let destination = ARGB8888Image(width: width ?? source.width, height: height ?? source.height)
    var input = source.buffer, output = destination.buffer
    let error = vImageBoxConvolve_ARGB8888(&input, &output, nil, offset.x, offset.y, kernel.height, kernel.width,
                                           background, vImage_Flags(flags))
    return (error, destination)
}
