/// A gradient's colours sampled into a lookup table of ``size`` premultiplied pixels, entry `i` being the colour
/// at `t = i / (size − 1)`. Stops are interpolated on their non-premultiplied sRGB-encoded components (no
/// linearisation, as Core Graphics does), then premultiplied with ``RasterColor/premultiplied``.
package struct ColorRamp: Sendable {
    /// Number of entries.
    package static let size = 256
    /// The premultiplied entries.
    package let entries: [UInt32]
    /// Whether every entry is opaque.
    package let isOpaque: Bool

    /// Builds the ramp. Stops are sorted by offset (stable); no stops gives transparent black, one stop a flat colour.
    package init(stops: [ColorStop]) {
        let sorted = stops.enumerated()
            .map { (i: $0.offset, s: ColorStop(offset: min(max($0.element.offset.isNaN ? 0 : $0.element.offset, 0), 1),
                                              color: $0.element.color)) }
            .sorted { $0.s.offset != $1.s.offset ? $0.s.offset < $1.s.offset : $0.i < $1.i }
            .map(\.s)
        var table = [UInt32](repeating: 0, count: Self.size)
        if let first = sorted.first, let last = sorted.last {
            var k = 0
            for i in 0..<Self.size {
                let t = Double(i) / Double(Self.size - 1)
                let color: RasterColor
                if t <= first.offset {
                    color = first.color
                } else if t >= last.offset {
                    color = last.color
                } else {
                    while k + 2 < sorted.count && sorted[k + 1].offset <= t { k += 1 }
                    let a = sorted[k], b = sorted[k + 1]
                    let span = b.offset - a.offset
                    let f = span > 0 ? (t - a.offset) / span : 1
                    color = RasterColor(red: a.color.red + (b.color.red - a.color.red) * f,
                                        green: a.color.green + (b.color.green - a.color.green) * f,
                                        blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                                        alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
                }
                table[i] = color.premultiplied
            }
        }
        entries = table
        isOpaque = table.allSatisfy { $0 >> 24 == 255 }
    }
}
