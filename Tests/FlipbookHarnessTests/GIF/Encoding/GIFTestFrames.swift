import FlipbookImageIO

/// Deterministic test frames for the encoder's tests, and the error measures they are checked with.
enum GIFTestFrames {
    /// An image of `width` × `height` whose pixel at (x, y) is `color(x, y)`.
    static func image(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 0)
        for y in 0..<height {
            for x in 0..<width { image[x, y] = color(x, y) }
        }
        return image
    }

    /// A smooth photo-like frame: two diagonal gradients and a soft disc, far more than 256 colours.
    static func gradient(width: Int, height: Int, phase: Int = 0) -> RGBAImage {
        image(width: width, height: height) { x, y in
            let dx = x - width / 2 - phase, dy = y - height / 2
            let disc = max(0, 255 - (dx * dx + dy * dy) * 255 / (width * width / 9 + 1))
            return (UInt8((x * 255 / max(1, width - 1) + phase * 3) % 256), UInt8(y * 255 / max(1, height - 1)),
                    UInt8(min(255, disc + (x + y) % 37)), 255)
        }
    }

    /// A flat-colour frame with `colorCount` colours in vertical stripes (each colour distinct).
    static func stripes(width: Int, height: Int, colorCount: Int, shift: Int = 0) -> RGBAImage {
        image(width: width, height: height) { x, _ in
            let k = (x + shift) % colorCount
            return (UInt8(k * 37 % 256), UInt8(k * 91 % 256), UInt8(k), 255)
        }
    }

    /// The mean and largest absolute difference of the red, green and blue channels of opaque pixels of `a`,
    /// and whether both images agree on which pixels are transparent (alpha < 128 in `a`, 0 in `b`).
    static func error(_ a: RGBAImage, _ b: RGBAImage) -> (mean: Double, max: Int, transparencyMatches: Bool) {
        var total = 0, largest = 0, count = 0
        var transparencyMatches = true
        for pixel in 0..<a.pixelCount {
            let offset = pixel * 4
            let aTransparent = a.pixels[offset + 3] < 128, bTransparent = b.pixels[offset + 3] == 0
            if aTransparent != bTransparent { transparencyMatches = false }
            guard !aTransparent else { continue }
            for channel in 0..<3 {
                let difference = abs(Int(a.pixels[offset + channel]) - Int(b.pixels[offset + channel]))
                total += difference
                largest = max(largest, difference)
                count += 1
            }
        }
        return (count == 0 ? 0 : Double(total) / Double(count), largest, transparencyMatches)
    }

    /// Encodes `frames` with `delay` each and the given loop count and options.
    static func encode(
        _ frames: [RGBAImage],
        delay: Int = 10,
        loopCount: Int? = 0,
        options: GIFEncoder.Options = .init()
    ) throws -> [UInt8] {
        var encoder = try GIFEncoder(width: frames[0].width, height: frames[0].height, loopCount: loopCount, options: options)
        for frame in frames { try encoder.addFrame(frame, delayCentiseconds: delay) }
        return try encoder.finish()
    }
}
