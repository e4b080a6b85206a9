extension GIFEncoder {
    /// How ``GIFEncoder`` turns RGBA frames into palette frames.
    public struct Options: Sendable, Equatable {
        /// One colour table per frame (``GIFPaletteStrategy/perFrame``, the default) or one shared global table.
        public var palette: GIFPaletteStrategy
        /// How colours between palette entries are approximated; ``GIFDithering/ordered`` by default (see
        /// docs/gif.md § "Encoding and palettes" for the measured trade-off).
        public var dithering: GIFDithering
        /// The most entries a colour table has, transparency included: 2...256, default 256. Values outside the
        /// range are clamped to it (1 or less gives 2, more than 256 gives 256).
        public var maximumColors: Int

        /// Creates options; every parameter has the default described at its property.
        public init(palette: GIFPaletteStrategy = .perFrame, dithering: GIFDithering = .ordered, maximumColors: Int = 256) {
            self.palette = palette
            self.dithering = dithering
            self.maximumColors = maximumColors
        }
    }
}
