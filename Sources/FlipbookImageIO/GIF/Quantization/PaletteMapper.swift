/// Turns a frame region into palette indices: kept pixels become the transparent index, drawn pixels their exact
/// colour's index or the nearest palette colour after dithering. Integer arithmetic only.
enum PaletteMapper {
    /// How drawn pixels find their index.
    enum Method {
        /// Every drawn colour is in the table, at the same index as in the palette.
        case exact(DistinctColorTable)
        /// The nearest palette colour, after the given dithering.
        case nearest(GIFDithering)
    }

    /// The indices of the region's rectangle, row by row.
    static func indices(of region: FrameRegion, palette: IndexedPalette, method: Method) -> [UInt8] {
        let rect = region.rect
        let transparent = UInt8(truncatingIfNeeded: palette.transparentIndex ?? 0)
        var indices = [UInt8](repeating: transparent, count: rect.width * rect.height)
        guard !palette.colors.isEmpty else { return indices }  // every pixel is kept
        switch method {
        case .exact(let table):
            region.pixels.withUnsafeBufferPointer { pixels in
                indices.withUnsafeMutableBufferPointer { indices in
                    region.forEachDrawnPixel { x, y, offset in
                        let color = UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2])
                        indices[(y - rect.y) * rect.width + x - rect.x] = table.index(of: color)
                    }
                }
            }
        case .nearest(.none):
            var lookup = NearestColorLookup(colors: palette.colors)
            region.pixels.withUnsafeBufferPointer { pixels in
                indices.withUnsafeMutableBufferPointer { indices in
                    var previous = (color: UInt32.max, index: UInt8(0))
                    region.forEachDrawnPixel { x, y, offset in
                        let r = pixels[offset], g = pixels[offset + 1], b = pixels[offset + 2]
                        let color = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                        if color != previous.color {
                            previous = (color, UInt8(lookup.nearest(Int(r), Int(g), Int(b))))
                        }
                        indices[(y - rect.y) * rect.width + x - rect.x] = previous.index
                    }
                }
            }
        case .nearest(.ordered):
            orderedDither(region, palette: palette, into: &indices)
        case .nearest(.floydSteinberg):
            floydSteinberg(region, palette: palette, into: &indices)
        }
        return indices
    }

    /// The 8 × 8 Bayer matrix: thresholds 0...63 spread so that every 2^k × 2^k block is as even as possible.
    private static let bayer: [Int] = [
        0, 32, 8, 40, 2, 34, 10, 42,
        48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38,
        60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41,
        51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37,
        63, 31, 55, 23, 61, 29, 53, 21,
    ]

    /// Adds the Bayer threshold, scaled to the palette's typical spacing (offsets in ±spacing / 2), to each drawn
    /// pixel, then takes the nearest colour.
    private static func orderedDither(_ region: FrameRegion, palette: IndexedPalette, into indices: inout [UInt8]) {
        var lookup = NearestColorLookup(colors: palette.colors)
        let spacing = typicalSpacing(of: palette.colors)
        let offsets = bayer.map { ($0 * 2 - 63) * spacing / 128 }
        let rect = region.rect
        region.pixels.withUnsafeBufferPointer { pixels in
            indices.withUnsafeMutableBufferPointer { indices in
                region.forEachDrawnPixel { x, y, offset in
                    let d = offsets[(y & 7) << 3 | x & 7]
                    let r = clamp(Int(pixels[offset]) + d), g = clamp(Int(pixels[offset + 1]) + d)
                    let b = clamp(Int(pixels[offset + 2]) + d)
                    indices[(y - rect.y) * rect.width + x - rect.x] = UInt8(lookup.nearest(r, g, b))
                }
            }
        }
    }

    /// Floyd–Steinberg error diffusion (7/16 ahead, 3/16, 5/16, 1/16 on the next row), serpentine: even rows
    /// left to right, odd rows right to left. Errors are integers in sixteenths; kept pixels neither take nor pass
    /// error.
    private static func floydSteinberg(_ region: FrameRegion, palette: IndexedPalette, into indices: inout [UInt8]) {
        var lookup = NearestColorLookup(colors: palette.colors)
        let rect = region.rect
        // Per channel, the error (in sixteenths) arriving at each column (+1 margin on both sides) of this row and the next.
        var current = [SIMD3<Int>](repeating: .zero, count: rect.width + 2)
        var next = current
        region.pixels.withUnsafeBufferPointer { pixels in
            region.kept.withUnsafeBufferPointer { kept in
                indices.withUnsafeMutableBufferPointer { indices in
                    for row in 0..<rect.height {
                        let y = rect.y + row
                        let forward = row & 1 == 0
                        let step = forward ? 1 : -1
                        var column = forward ? 0 : rect.width - 1
                        for _ in 0..<rect.width {
                            defer { column += step }
                            let pixel = y * region.canvasWidth + rect.x + column
                            guard kept[pixel] == 0 else { continue }
                            let offset = pixel * 4
                            let source = SIMD3(Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
                            let wanted = source &+ ((current[column + 1] &+ 8) &>> 4)
                            let target = SIMD3(clamp(wanted.x), clamp(wanted.y), clamp(wanted.z))
                            let index = lookup.nearest(target.x, target.y, target.z)
                            indices[row * rect.width + column] = UInt8(index)
                            let (pr, pg, pb) = lookup.color(at: index)
                            let error = target &- SIMD3(pr, pg, pb)
                            current[column + 1 + step] &+= error &* 7
                            next[column + 1 - step] &+= error &* 3
                            next[column + 1] &+= error &* 5
                            next[column + 1 + step] &+= error
                        }
                        swap(&current, &next)
                        for column in next.indices { next[column] = .zero }
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func clamp(_ value: Int) -> Int { min(max(value, 0), 255) }

    /// The median distance (plain RGB, rounded down) from each palette colour to its nearest other colour: the
    /// step between neighbouring colours, which ordered dithering must span to mix them. At least 2.
    static func typicalSpacing(of colors: [UInt32]) -> Int {
        guard colors.count > 1 else { return 2 }
        let channels = colors.map { SIMD3(Int($0 >> 16 & 0xFF), Int($0 >> 8 & 0xFF), Int($0 & 0xFF)) }
        var nearest = [Int]()
        for (index, color) in channels.enumerated() {
            var smallest = Int.max
            for (other, otherColor) in channels.enumerated() where other != index {
                let d = color &- otherColor
                smallest = min(smallest, (d &* d).wrappedSum())
            }
            nearest.append(smallest)
        }
        nearest.sort()
        return max(2, integerSquareRoot(nearest[nearest.count / 2]))
    }

    /// ⌊√value⌋ for value ≥ 0, by Newton's method on integers.
    static func integerSquareRoot(_ value: Int) -> Int {
        guard value > 1 else { return value }
        var x = value, y = (value + 1) / 2
        while y < x {
            x = y
            y = (x + value / x) / 2
        }
        return x
    }
}
