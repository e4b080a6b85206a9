/// A GIF colour table: opaque colours, optionally followed by one transparent entry, padded to a power of two.
struct IndexedPalette: Equatable {
    /// The opaque colours, packed `0xRRGGBB`; index `i` of the table is `colors[i]`.
    let colors: [UInt32]
    /// The index that means "transparent" (`colors.count`), or `nil` when the table has none.
    let transparentIndex: Int?

    init(colors: [UInt32], hasTransparentEntry: Bool) {
        precondition(colors.count + (hasTransparentEntry ? 1 : 0) <= 256, "a GIF palette holds at most 256 entries")
        self.colors = colors
        transparentIndex = hasTransparentEntry ? colors.count : nil
    }

    /// The number of meaningful entries: the colours and the transparent entry.
    var entryCount: Int { colors.count + (transparentIndex == nil ? 0 : 1) }

    /// The size of the table as written: the smallest power of two, at least 2, that holds every entry
    /// (GIF stores a table of 2^n entries, n = 1...8).
    var tableSize: Int {
        var size = 2
        while size < entryCount { size *= 2 }
        return size
    }

    /// The table's entries as written: the colours, then black for the transparent entry and the padding.
    var tableEntries: [UInt32] {
        colors + [UInt32](repeating: 0, count: tableSize - colors.count)
    }
}
