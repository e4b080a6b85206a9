/// An ordered list of fonts asked in turn for a character's glyph: the requested font first, then fallbacks,
/// ending with the bundled font (Latin + Simplified Chinese), as Core Text's cascade list does.
package struct FontFallbackChain: Hashable, Sendable {
    /// The fonts in the order they are asked; never empty, the first is the requested font.
    package let fonts: [CGFont]

    /// A chain that asks `primary`, then each of `fallbacks`, then the bundled font (each font once).
    package init(primary: CGFont, fallbacks: [CGFont] = []) {
        var fonts: [CGFont] = []
        for font in [primary] + fallbacks + [BundledFont.defaultFont] where !fonts.contains(font) {
            fonts.append(font)
        }
        self.fonts = fonts
    }

    /// The requested font.
    package var primary: CGFont { fonts[0] }

    /// The first font that maps `scalar` and its glyph; when none does, the primary font's `.notdef` (glyph 0),
    /// which draws as the font's missing-glyph box.
    package func glyph(for scalar: Unicode.Scalar) -> (font: CGFont, glyph: CGGlyph) {
        for font in fonts {
            if let glyph = font.face.glyph(for: scalar) { return (font, glyph) }
        }
        return (primary, 0)
    }
}
