import FlipbookGraphics
import Foundation

/// A font as Core Graphics sees it: a face's glyphs, their advances and the face's metrics, in font units.
///
/// Create one from a font name (`CGFont("Helvetica" as CFString)`): every name resolves to the bundled font
/// (Noto Sans CJK SC, Latin + Simplified Chinese) when it is one of its own names or a system font name such as
/// `.SFUI-Regular`, `Helvetica` or `PingFangSC-Regular`; other names give `nil`, as on iOS for a font that is not
/// installed. Or create one from a font file's bytes (`CGFont(provider)`), TTF, OTF or the first face of a TTC.
///
/// Two `CGFont`s of the same name share one face, and so one cache of glyph outlines.
public final class CGFont: Hashable, Sendable {
    package let face: FontFace

    package init(face: FontFace) {
        self.face = face
    }

    /// The bundled font under `name` (one of its own names or a system font alias); `nil` for any other name.
    public convenience init?(_ name: CFString) {
        guard let face = BundledFont.face(named: name as String) else { return nil }
        self.init(face: face)
    }

    /// A font from a data provider holding a font file (TTF, OTF, or the first face of a TTC); `nil` when the
    /// bytes are not a font FreeType can read.
    public convenience init?(_ provider: CGDataProvider) {
        guard let data = provider.data, let face = try? FontFace(data: data as Data) else { return nil }
        self.init(face: face)
    }

    /// A font from a font file's bytes (TTF, OTF, or face `index` of a TTC); throws when FreeType cannot read it.
    package convenience init(data: Data, index: Int = 0) throws(FontLoadingError) {
        self.init(face: try FontFace(data: data, index: index))
    }

    /// The number of faces in a font file's bytes: 1 for a TTF or OTF, the face count for a TTC.
    package static func faceCount(in data: Data) throws(FontLoadingError) -> Int {
        try FreeTypeFace.faceCount(in: data)
    }

    /// The PostScript name of the font.
    public var postScriptName: CFString? { face.freeType.postScriptName.map { $0 as CFString } }

    /// The full name of the font (family and style).
    public var fullName: CFString? { face.freeType.fullName as CFString }

    /// Glyph space units per em.
    public var unitsPerEm: Int32 { Int32(face.unitsPerEm) }

    /// The ascent in glyph space units: the distance above the baseline of the font's tallest glyphs.
    public var ascent: Int32 { Int32(face.freeType.ascender) }

    /// The descent in glyph space units, negative below the baseline.
    public var descent: Int32 { Int32(face.freeType.descender) }

    /// The leading (line gap) in glyph space units.
    public var leading: Int32 { Int32(face.freeType.lineGap) }

    /// The cap height in glyph space units (0 when the font does not record it).
    public var capHeight: Int32 { Int32(face.freeType.capHeight) }

    /// The x-height in glyph space units (0 when the font does not record it).
    public var xHeight: Int32 { Int32(face.freeType.xHeight) }

    /// The italic angle in degrees, counter-clockwise from the vertical.
    public var italicAngle: CGFloat { CGFloat(face.freeType.italicAngle) }

    /// The bounding box of all the font's glyphs, in glyph space units.
    public var fontBBox: CGRect {
        let box = face.freeType.boundingBox
        return CGRect(x: box.xMin, y: box.yMin, width: box.xMax - box.xMin, height: box.yMax - box.yMin)
    }

    /// The number of glyphs in the font.
    public var numberOfGlyphs: Int { face.freeType.glyphCount }

    /// Writes the advance of each of `count` glyphs, in glyph space units, to `advances`.
    /// Returns `false` when a glyph index is beyond the font's glyphs (its advance is then 0).
    public func getGlyphAdvances(glyphs: UnsafePointer<CGGlyph>, count: Int,
                                 advances: UnsafeMutablePointer<Int32>) -> Bool {
        var valid = true
        for index in 0..<count {
            let glyph = glyphs[index]
            if Int(glyph) >= numberOfGlyphs {
                valid = false
                advances[index] = 0
            } else {
                advances[index] = Int32(face.advance(of: glyph))
            }
        }
        return valid
    }

    /// Writes the bounding box of each of `count` glyphs' outlines, in glyph space units, to `bboxes` (`.zero` for
    /// a glyph without contours). Returns `false` when a glyph index is beyond the font's glyphs (its box is then
    /// `.zero`).
    public func getGlyphBBoxes(glyphs: UnsafePointer<CGGlyph>, count: Int, bboxes: UnsafeMutablePointer<CGRect>) -> Bool {
        var valid = true
        for index in 0..<count {
            let glyph = glyphs[index]
            guard Int(glyph) < numberOfGlyphs else {
                valid = false
                bboxes[index] = .zero
                continue
            }
            let path = face.outline(of: glyph).path
            bboxes[index] = path.isEmpty ? .zero : path.boundingBoxOfPath
        }
        return valid
    }

    /// The name of `glyph`, or `nil` when the font has no glyph names or no such glyph.
    public func name(for glyph: CGGlyph) -> CFString? {
        guard Int(glyph) < numberOfGlyphs else { return nil }
        return face.freeType.name(of: glyph).map { $0 as CFString }
    }

    /// The glyph with the given name, or 0 (`.notdef`) when the font has no such glyph.
    public func getGlyphWithGlyphName(name: CFString) -> CGGlyph {
        face.freeType.glyph(named: name as String) ?? 0
    }

    /// Two fonts are equal when they use the same loaded face.
    public static func == (lhs: CGFont, rhs: CGFont) -> Bool { lhs.face === rhs.face }

    /// Hashes the identity of the loaded face.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(face)) }
}
