@testable import FlipbookRaster

/// Helpers shared by the raster conformance suites.
enum RasterTestSupport {
    static let opaqueWhite = Paint.solid(.white)

    /// A transparent pixmap (sizes are valid constants in tests).
    static func canvas(_ width: Int, _ height: Int, fill: UInt32 = 0) -> Pixmap {
        // Test sizes are small positive constants.
        (try? Pixmap(width: width, height: height, fill: fill)) ?? Pixmap.empty
    }

    /// Total alpha of a pixmap in pixel units (sum of alpha / 255).
    static func coveredArea(_ p: Pixmap) -> Double {
        Double(p.pixels.reduce(0) { $0 + Int($1 >> 24) }) / 255
    }

    /// Alpha of one pixel in 0...255.
    static func alpha(_ p: Pixmap, _ x: Int, _ y: Int) -> Int { Int(p.pixel(x: x, y: y) >> 24) }

    /// Exact overlap area of the pixel `(x, y)` with a rectangle.
    static func overlap(x: Int, y: Int, _ l: Double, _ t: Double, _ r: Double, _ b: Double) -> Double {
        let w = max(0, min(Double(x + 1), r) - max(Double(x), l))
        let h = max(0, min(Double(y + 1), b) - max(Double(y), t))
        return w * h
    }

    /// xorshift32, as in the benchmark scenes.
    struct XorShift32 {
        var state: UInt32
        mutating func next() -> UInt32 {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return state
        }
        mutating func unit() -> Double { Double(next() >> 8) / 16_777_216 }
    }
}

extension Pixmap {
    /// A 0×0 pixmap.
    static var empty: Pixmap {
        // 0×0 is always valid.
        try! Pixmap(width: 0, height: 0)
    }
}
