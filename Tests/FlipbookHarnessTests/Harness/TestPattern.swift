import FlipbookImageIO

/// Procedural test patterns: the harness's own sample images, checked against committed goldens by the
/// harness's self-tests.
///
/// Every pattern is computed with integer arithmetic only, so it is the same on every machine.
enum TestPattern: String, CaseIterable, Sendable {
    /// Eight vertical colour bars (white, yellow, cyan, green, magenta, red, blue, black).
    case colorBars = "color-bars"
    /// A horizontal grey ramp from black to white above a red-to-blue ramp.
    case ramps
    /// An anti-aliased disc (4×4 supersampled coverage) on a checkerboard.
    case disc

    /// Renders the pattern at `width`×`height`; `shift` moves its content right by that many pixels
    /// (a 1-px shift is the classic change a golden must catch).
    func render(width: Int = 160, height: Int = 120, shift: Int = 0) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, red: 255, green: 255, blue: 255, alpha: 255)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = color(x: x - shift, y: y, width: width, height: height)
                let offset = (y * width + x) * 4
                image.pixels[offset] = r
                image.pixels[offset + 1] = g
                image.pixels[offset + 2] = b
            }
        }
        return image
    }

    private func color(x: Int, y: Int, width: Int, height: Int) -> (UInt8, UInt8, UInt8) {
        switch self {
        case .colorBars:
            let bars: [(UInt8, UInt8, UInt8)] = [(255, 255, 255), (255, 255, 0), (0, 255, 255), (0, 255, 0),
                                                 (255, 0, 255), (255, 0, 0), (0, 0, 255), (0, 0, 0)]
            let index = min(max(x, 0) * bars.count / width, bars.count - 1)
            return bars[index]
        case .ramps:
            let level = UInt8(clamping: max(x, 0) * 255 / max(width - 1, 1))
            return y < height / 2 ? (level, level, level) : (255 - level, 0, level)
        case .disc:
            let checker: UInt8 = ((x >> 3) ^ (y >> 3)) & 1 == 0 ? 235 : 200
            // Coverage of the disc centred in the image, radius 40 % of the height, from 4×4 subsamples.
            let centerX4 = width * 2, centerY4 = height * 2, radius4 = height * 8 / 5
            var covered = 0
            for sy in 0..<4 {
                for sx in 0..<4 {
                    let dx = x * 4 + sx - centerX4, dy = y * 4 + sy - centerY4
                    if dx * dx + dy * dy <= radius4 * radius4 { covered += 1 }
                }
            }
            func mix(_ inside: Int, _ outside: UInt8) -> UInt8 {
                UInt8((inside * covered + Int(outside) * (16 - covered)) / 16)
            }
            return (mix(30, checker), mix(144, checker), mix(255, checker))
        }
    }
}
