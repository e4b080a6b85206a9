/// Finds the nearest palette colour (by ``ColorDistance``) of any colour without comparing all 256 entries.
///
/// The colour cube is cut into 16 × 16 × 16 cells. The first time a cell is asked for, the entries that can be
/// nearest to some colour in it are listed: those whose smallest possible distance to the cell is not more than
/// the smallest largest-possible distance of any entry. A search then compares only that short list (typically a
/// few entries). The answer is exact (the same as a full search, ties to the lowest index).
struct NearestColorLookup {
    private let red: [Int], green: [Int], blue: [Int]
    /// Per cell: the start of its candidate list in `candidates`, or -1 while not yet listed.
    private var cellStart = [Int32](repeating: -1, count: 4096)
    private var cellCount = [UInt16](repeating: 0, count: 4096)
    private var candidates = [UInt8]()

    /// A lookup for `colors` (packed `0xRRGGBB`, 1 to 256 of them).
    init(colors: [UInt32]) {
        precondition(!colors.isEmpty && colors.count <= 256, "a lookup needs 1 to 256 colours")
        red = colors.map { Int($0 >> 16 & 0xFF) }
        green = colors.map { Int($0 >> 8 & 0xFF) }
        blue = colors.map { Int($0 & 0xFF) }
    }

    /// The palette colour of `index`, as (red, green, blue).
    @inline(__always)
    func color(at index: Int) -> (Int, Int, Int) { (red[index], green[index], blue[index]) }

    /// The index of the nearest colour to (`r`, `g`, `b`), each 0...255; the lowest index on ties.
    @inline(__always)
    mutating func nearest(_ r: Int, _ g: Int, _ b: Int) -> Int {
        let cell = (r >> 4) << 8 | (g >> 4) << 4 | b >> 4
        if cellStart[cell] < 0 { listCandidates(of: cell) }
        let start = Int(cellStart[cell]), end = start + Int(cellCount[cell])
        var best = Int(candidates[start])
        var bestDistance = ColorDistance.squared(r, g, b, red[best], green[best], blue[best])
        var position = start + 1
        while position < end {
            let index = Int(candidates[position])
            let distance = ColorDistance.squared(r, g, b, red[index], green[index], blue[index])
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
            position += 1
        }
        return best
    }

    private mutating func listCandidates(of cell: Int) {
        let low = (r: (cell >> 8) << 4, g: (cell >> 4 & 15) << 4, b: (cell & 15) << 4)
        func axisRange(_ value: Int, _ low: Int) -> (near: Int, far: Int) {
            let high = low + 15
            let near = value < low ? low - value : value > high ? value - high : 0
            return (near, max(abs(value - low), abs(value - high)))
        }
        var nearDistances = [Int](repeating: 0, count: red.count)
        var bound = Int.max
        for index in red.indices {
            let (nr, fr) = axisRange(red[index], low.r), (ng, fg) = axisRange(green[index], low.g)
            let (nb, fb) = axisRange(blue[index], low.b)
            nearDistances[index] = ColorDistance.squared(nr, ng, nb, 0, 0, 0)
            bound = min(bound, ColorDistance.squared(fr, fg, fb, 0, 0, 0))
        }
        cellStart[cell] = Int32(candidates.count)
        for index in red.indices where nearDistances[index] <= bound {
            candidates.append(UInt8(index))
        }
        cellCount[cell] = UInt16(candidates.count - Int(cellStart[cell]))
    }
}
