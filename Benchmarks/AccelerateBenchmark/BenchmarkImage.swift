import FlipbookImageIO

/// The benchmarks' input: a deterministic stand-in for a 414 × 736 pt screen at 2× (828 × 1472 px), opaque — smooth
/// gradients under a pattern of hard-edged bars, so that the blur has both flat areas and edges to mix.
enum BenchmarkImage {
    static func screenshot(width: Int = 828, height: Int = 1472) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                let bar = (x / 23 + y / 41) % 3 == 0
                pixels[index] = bar ? 250 : UInt8(x * 255 / (width - 1))
                pixels[index + 1] = bar ? 40 : UInt8(y * 255 / (height - 1))
                pixels[index + 2] = UInt8((x ^ y) & 0xFF)
            }
        }
        // Width and height are positive and the count matches, so this cannot throw.
        return try! RGBAImage(width: width, height: height, pixels: pixels)
    }
}
