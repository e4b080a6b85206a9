/// Chooses the palette of a frame region and maps its pixels to it.
///
/// - A region whose drawn pixels have at most the palette's room of distinct colours is written exactly: its
///   palette is those colours, sorted, and no dithering is applied (lossless).
/// - Otherwise the palette is built by ``MedianCutQuantizer`` and pixels are mapped with the chosen dithering.
/// - The transparent entry is reserved only when the region has kept pixels (those the canvas already shows,
///   including transparent ones), so an opaque full frame keeps all `maximumColors` entries for colours.
/// - With a shared (global) table, a region uses it when it represents the region well: exactly (every colour in
///   it: no dithering), or, for a region of more colours than a table holds, with a mean ``ColorDistance`` per
///   pixel of at most ``sharedTableErrorLimit``. Otherwise the region gets a local table: in particular a region
///   of few colours the shared table lacks gets an exact local one.
enum FrameQuantizer {
    /// A region's palette and its indices (row by row over the region's rectangle).
    struct Result {
        let palette: IndexedPalette
        let indices: [UInt8]
        /// Whether the region's own table (`palette`) is written, rather than the shared one.
        let usesLocalTable: Bool
    }

    /// The largest mean weighted squared error per pixel at which a region still uses the shared table:
    /// `9 × 8²`, the ``ColorDistance`` of an error of 8 levels in every channel.
    static let sharedTableErrorLimit = 9 * 8 * 8

    /// Quantises `region` to its own palette of at most `maximumColors` entries.
    static func quantize(_ region: FrameRegion, maximumColors: Int, dithering: GIFDithering) -> Result {
        let hasKept = region.hasKeptPixels
        let (palette, method) = palette(of: region, maximumColors: maximumColors, transparentEntry: hasKept, dithering: dithering)
        return Result(palette: palette, indices: PaletteMapper.indices(of: region, palette: palette, method: method), usesLocalTable: true)
    }

    /// Quantises `region` to `shared` (which has a transparent entry) when it represents the region well, or
    /// else to a palette of its own.
    static func quantize(_ region: FrameRegion, shared: IndexedPalette, maximumColors: Int, dithering: GIFDithering) -> Result {
        if let method = sharedMethod(for: region, shared: shared, maximumColors: maximumColors, dithering: dithering) {
            return Result(palette: shared, indices: PaletteMapper.indices(of: region, palette: shared, method: method), usesLocalTable: false)
        }
        return quantize(region, maximumColors: maximumColors, dithering: dithering)
    }

    /// The shared (global) table built from `region` (the first frame): its colours and a transparent entry for
    /// the kept pixels of later frames.
    static func sharedPalette(of region: FrameRegion, maximumColors: Int) -> IndexedPalette {
        palette(of: region, maximumColors: maximumColors, transparentEntry: true, dithering: .none).0
    }

    private static func palette(
        of region: FrameRegion,
        maximumColors: Int,
        transparentEntry: Bool,
        dithering: GIFDithering
    ) -> (IndexedPalette, PaletteMapper.Method) {
        let room = max(1, maximumColors - (transparentEntry ? 1 : 0))
        if let table = DistinctColorTable(region, limit: room) {
            return (IndexedPalette(colors: table.sortedColors, hasTransparentEntry: transparentEntry), .exact(table))
        }
        let colors = MedianCutQuantizer.palette(from: ColorHistogram(region), maximumColors: room)
        return (IndexedPalette(colors: colors, hasTransparentEntry: transparentEntry), .nearest(dithering))
    }

    /// How the region maps to the shared table, or `nil` when the table does not represent it well.
    private static func sharedMethod(
        for region: FrameRegion,
        shared: IndexedPalette,
        maximumColors: Int,
        dithering: GIFDithering
    ) -> PaletteMapper.Method? {
        guard !shared.colors.isEmpty else { return region.hasDrawnPixels ? nil : .nearest(.none) }
        var lookup = NearestColorLookup(colors: shared.colors)
        if let table = DistinctColorTable(region, limit: maximumColors - 1) {
            let everyColorInTable = table.sortedColors.allSatisfy { color in
                let r = Int(color >> 16 & 0xFF), g = Int(color >> 8 & 0xFF), b = Int(color & 0xFF)
                let (pr, pg, pb) = lookup.color(at: lookup.nearest(r, g, b))
                return (pr, pg, pb) == (r, g, b)
            }
            return everyColorInTable ? .nearest(.none) : nil
        }
        var totalError = 0, pixelCount = 0
        for bin in ColorHistogram(region).bins {
            let position = bin.position
            let (pr, pg, pb) = lookup.color(at: lookup.nearest(position.x, position.y, position.z))
            totalError += bin.count * ColorDistance.squared(position.x, position.y, position.z, pr, pg, pb)
            pixelCount += bin.count
        }
        return totalError <= sharedTableErrorLimit * pixelCount ? .nearest(dithering) : nil
    }
}
