@testable import FlipbookImageIO
import Testing

@Suite("GIF quantisation: nearest colours, median cut, exact palettes")
struct GIFQuantizationTests {
    /// A deterministic sequence of pseudo-random bytes (a 32-bit linear congruential generator).
    private struct Bytes {
        var state: UInt32
        mutating func next() -> Int {
            state = state &* 1_664_525 &+ 1_013_904_223
            return Int(state >> 24)
        }
    }

    private static func region(_ image: RGBAImage) -> FrameRegion {
        FrameRegion(pixels: image.pixels, canvasWidth: image.width,
                    rect: PixelRect(x: 0, y: 0, width: image.width, height: image.height),
                    kept: [UInt8](repeating: 0, count: image.pixelCount))
    }

    @Test("the cell lookup finds the same nearest colour as comparing every entry", arguments: [1, 2, 17, 256])
    func lookupIsExact(paletteSize: Int) {
        var bytes = Bytes(state: UInt32(paletteSize))
        let colors = (0..<paletteSize).map { _ in UInt32(bytes.next() << 16 | bytes.next() << 8 | bytes.next()) }
        var lookup = NearestColorLookup(colors: colors)
        for _ in 0..<5000 {
            let r = bytes.next(), g = bytes.next(), b = bytes.next()
            let distances = colors.map { ColorDistance.squared(r, g, b, Int($0 >> 16), Int($0 >> 8 & 0xFF), Int($0 & 0xFF)) }
            let expected = distances.firstIndex(of: distances.min()!)!
            #expect(lookup.nearest(r, g, b) == expected)
        }
    }

    @Test("median cut gives at most n colours, and the exact colours when there are no more than n")
    func medianCutCount() {
        let image = GIFTestFrames.gradient(width: 80, height: 60)
        let palette = MedianCutQuantizer.palette(from: ColorHistogram(Self.region(image)), maximumColors: 100)
        #expect(palette.count == 100)
        #expect(Set(palette).count == 100)
        let two = GIFTestFrames.image(width: 10, height: 10) { x, _ in x < 3 ? (10, 200, 30, 255) : (240, 5, 99, 255) }
        let exact = MedianCutQuantizer.palette(from: ColorHistogram(Self.region(two)), maximumColors: 8)
        #expect(Set(exact) == [0x0AC81E, 0xF00563])
    }

    @Test("a gradient's median-cut palette spaces its steps evenly")
    func gradientSteps() {
        let ramp = GIFTestFrames.image(width: 256, height: 4) { x, _ in (UInt8(x), UInt8(x), UInt8(x), 255) }
        let palette = MedianCutQuantizer.palette(from: ColorHistogram(Self.region(ramp)), maximumColors: 16).map { Int($0 & 0xFF) }.sorted()
        let steps = zip(palette.dropFirst(), palette).map { $0 - $1 }
        #expect(palette.count == 16)
        #expect(steps.allSatisfy { (12...20).contains($0) }, "steps \(steps)")
    }

    @Test("the distinct-colour table gives up past its limit and sorts what it found")
    func distinctColors() throws {
        let image = GIFTestFrames.stripes(width: 30, height: 2, colorCount: 30)
        #expect(DistinctColorTable(Self.region(image), limit: 29) == nil)
        let table = try #require(DistinctColorTable(Self.region(image), limit: 30))
        #expect(table.sortedColors == table.sortedColors.sorted())
        #expect(table.sortedColors.count == 30)
        for (index, color) in table.sortedColors.enumerated() { #expect(table.index(of: color) == UInt8(index)) }
    }

    @Test("a palette's table size is the power of two that holds its entries, transparency included")
    func tableSize() {
        #expect(IndexedPalette(colors: [], hasTransparentEntry: true).tableSize == 2)
        #expect(IndexedPalette(colors: [1, 2], hasTransparentEntry: false).tableSize == 2)
        #expect(IndexedPalette(colors: [1, 2], hasTransparentEntry: true).tableSize == 4)
        #expect(IndexedPalette(colors: Array(0..<255), hasTransparentEntry: true).tableSize == 256)
        #expect(IndexedPalette(colors: [1, 2, 3], hasTransparentEntry: true).transparentIndex == 3)
    }

    @Test("ordered dithering's spacing is the median distance to the nearest other colour")
    func spacing() {
        #expect(PaletteMapper.typicalSpacing(of: [0x000000, 0x0A0000, 0x140000, 0xFF0000]) == 10)
        #expect(PaletteMapper.typicalSpacing(of: [0x808080]) == 2)
        #expect((0..<2000).allSatisfy { value in
            let root = PaletteMapper.integerSquareRoot(value)
            return root * root <= value && (root + 1) * (root + 1) > value
        })
    }
}
