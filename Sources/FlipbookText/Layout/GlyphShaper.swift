import Foundation

/// Maps runs of text to glyphs and advances: one glyph per Unicode scalar (no ligatures, no complex shaping),
/// each from the first font of its run's fallback chain that maps it, with the font's pair kerning and the run's
/// extra letter spacing, split into paragraphs at hard line breaks.
package enum GlyphShaper {
    /// The paragraphs of `runs`, each a list of shaped glyphs; line feed, carriage return (alone or before a line
    /// feed), U+2028 and U+2029 end a paragraph and are not drawn. Other control characters are dropped, and a tab
    /// advances like a space.
    package static func paragraphs(of runs: [TextRun]) -> [[ShapedGlyph]] {
        var paragraphs: [[ShapedGlyph]] = []
        var current: [ShapedGlyph] = []
        for (runIndex, run) in runs.enumerated() {
            var previousScalar: Unicode.Scalar?
            for scalar in run.text.unicodeScalars {
                defer { previousScalar = scalar }
                switch scalar {
                case "\n" where previousScalar == "\r":
                    continue
                case "\n", "\r", "\u{2028}", "\u{2029}":
                    paragraphs.append(current)
                    current = []
                    continue
                default:
                    break
                }
                let shown: Unicode.Scalar = scalar == "\t" ? " " : scalar
                guard shown.properties.generalCategory != .control else { continue }
                let shaped = glyph(for: shown, style: run.style, runIndex: runIndex)
                if run.style.usesFontKerning, let last = current.last, last.runIndex == runIndex, last.font == shaped.font {
                    let scale = run.style.fontSize / CGFloat(shaped.font.face.unitsPerEm)
                    current[current.count - 1].advance +=
                        CGFloat(shaped.font.face.kerning(between: last.glyph, and: shaped.glyph)) * scale
                }
                current.append(shaped)
            }
        }
        paragraphs.append(current)
        return paragraphs
    }

    /// The glyph for a single character in `style` (also the ellipsis of truncation).
    package static func glyph(for scalar: Unicode.Scalar, style: TextStyle, runIndex: Int) -> ShapedGlyph {
        let (font, glyph) = style.fonts.glyph(for: scalar)
        let scale = style.fontSize / CGFloat(font.face.unitsPerEm)
        return ShapedGlyph(scalar: scalar, font: font, glyph: glyph, fontSize: style.fontSize,
                           advance: CGFloat(font.face.advance(of: glyph)) * scale + style.kern,
                           runIndex: runIndex, metrics: font.face.lineMetrics(atSize: style.fontSize))
    }
}
