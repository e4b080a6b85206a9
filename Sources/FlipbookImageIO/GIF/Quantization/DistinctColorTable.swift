/// The distinct colours of a region when there are few of them: an open-addressing table of packed `0xRRGGBB`
/// colours that gives up as soon as the count passes a limit. Lets a frame of at most 256 colours (flat UI,
/// text, most animations) be written exactly, with no quantisation.
///
/// The table's internal order depends on hashing, but nothing observable does: ``sortedColors`` is sorted and
/// ``index(of:)`` answers positions in that sorted list.
struct DistinctColorTable {
    private static let capacity = 1024  // a power of two, at least 4 × the largest limit (256)
    private static let empty = UInt32.max
    private let keys: [UInt32]
    private var values = [UInt8](repeating: 0, count: capacity)
    /// The colours, sorted (so the palette does not depend on the order pixels were met).
    let sortedColors: [UInt32]

    /// The table of the drawn pixels of `region`, or `nil` when they have more than `limit` (≤ 256) colours.
    init?(_ region: FrameRegion, limit: Int) {
        var found = [UInt32]()
        var overflow = false
        var keys = [UInt32](repeating: Self.empty, count: Self.capacity)
        region.pixels.withUnsafeBufferPointer { pixels in
            keys.withUnsafeMutableBufferPointer { keys in
                var previous = Self.empty
                region.forEachDrawnPixel { _, _, offset in
                    guard !overflow else { return }
                    let color = UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2])
                    guard color != previous else { return }
                    previous = color
                    var slot = Self.slot(of: color)
                    while keys[slot] != Self.empty && keys[slot] != color { slot = (slot + 1) & (Self.capacity - 1) }
                    guard keys[slot] == Self.empty else { return }
                    keys[slot] = color
                    found.append(color)
                    overflow = found.count > limit
                }
            }
        }
        guard !overflow else { return nil }
        self.keys = keys
        sortedColors = found.sorted()
        for (index, color) in sortedColors.enumerated() {
            values[locate(color)] = UInt8(index)
        }
    }

    /// The position of `color` (one of the region's colours) in ``sortedColors``.
    @inline(__always)
    func index(of color: UInt32) -> UInt8 {
        values[locate(color)]
    }

    @inline(__always)
    private func locate(_ color: UInt32) -> Int {
        var slot = Self.slot(of: color)
        while keys[slot] != color { slot = (slot + 1) & (Self.capacity - 1) }
        return slot
    }

    @inline(__always)
    private static func slot(of color: UInt32) -> Int {
        Int((color &* 0x9E37_79B1) >> 22) & (capacity - 1)
    }
}
