import FlipbookGraphics
import Foundation
import Synchronization

/// A loaded font face shared by every ``CGFont`` that names it: its FreeType face, its metrics and its cache
/// of glyph outlines.
///
/// The outline cache is a memo of a pure function of (face, glyph): whatever order tests run in, a glyph's path
/// is the same, so sharing the cache between concurrent users cannot change any result.
package final class FontFace: Sendable {
    let freeType: FreeTypeFace
    private let outlines = Mutex<[CGGlyph: GlyphOutline]>([:])

    /// Opens face `index` of a TTF, OTF or TTC file's bytes.
    package init(data: Data, index: Int = 0) throws(FontLoadingError) {
        self.freeType = try FreeTypeFace(data: data, faceIndex: index)
    }

    /// Font units per em.
    package var unitsPerEm: Int { freeType.unitsPerEm }

    /// The glyph for a Unicode scalar, `nil` when the face's cmap does not map it.
    package func glyph(for scalar: Unicode.Scalar) -> CGGlyph? { freeType.glyph(for: scalar) }

    /// The glyph's advance in font units.
    package func advance(of glyph: CGGlyph) -> Int { freeType.advance(of: glyph) }

    /// The pair kerning adjustment in font units.
    package func kerning(between left: CGGlyph, and right: CGGlyph) -> Int {
        freeType.kerning(between: left, and: right)
    }

    /// Line metrics at `size` points: ascent (positive up), descent (positive down) and leading.
    package func lineMetrics(atSize size: CGFloat) -> LineMetrics {
        let scale = size / CGFloat(unitsPerEm)
        return LineMetrics(
            ascent: CGFloat(freeType.ascender) * scale,
            descent: CGFloat(-freeType.descender) * scale,
            leading: CGFloat(max(freeType.lineGap, 0)) * scale)
    }

    /// The glyph's outline in font units, read unhinted from the font once and then cached.
    /// A glyph that cannot be loaded has an empty outline. When two threads read the same glyph at once, the first
    /// outline stored wins, so every caller sees the same `CGPath` object from then on.
    package func outline(of glyph: CGGlyph) -> GlyphOutline {
        if let cached = outlines.withLock({ $0[glyph] }) { return cached }
        let outline = freeType.withOutline(of: glyph) { outline in
            GlyphOutline(path: OutlineDecomposer.path(of: outline), fillRule: OutlineDecomposer.fillRule(of: outline))
        } ?? GlyphOutline(path: CGMutablePath(), fillRule: .winding)
        return outlines.withLock { cache in
            if let stored = cache[glyph] { return stored }
            cache[glyph] = outline
            return outline
        }
    }
}
