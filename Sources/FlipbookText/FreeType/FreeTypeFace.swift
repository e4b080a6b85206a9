import CFreeType
import Foundation
import Synchronization

/// One face of a font file opened with FreeType, used only for what FreeType reads (tables, cmaps, advances,
/// kerning, outlines): FreeType never rasterizes here.
///
/// FreeType objects are not thread-safe, so each face owns its own `FT_Library` and every call goes through a lock.
/// The font bytes are copied into memory that lives as long as the face (FreeType reads them lazily).
final class FreeTypeFace: Sendable {
    /// FreeType's handles; `@unchecked Sendable` because they are only touched under `handles`' lock.
    private struct Handles: @unchecked Sendable {
        let library: FT_Library
        let face: FT_Face
        let bytes: UnsafeMutableRawBufferPointer
    }

    private let handles: Mutex<Handles>

    /// Font units per em square.
    let unitsPerEm: Int
    /// Typographic ascender in font units (hhea), positive above the baseline.
    let ascender: Int
    /// Typographic descender in font units (hhea), negative below the baseline.
    let descender: Int
    /// Line gap in font units (hhea height minus ascender and descender).
    let lineGap: Int
    /// The font's bounding box in font units.
    let boundingBox: (xMin: Int, yMin: Int, xMax: Int, yMax: Int)
    /// Number of glyphs in the face.
    let glyphCount: Int
    /// Whether the face has a kerning table FreeType can read.
    let hasKerning: Bool
    /// Whether the face carries glyph names (post or CFF table).
    let hasGlyphNames: Bool
    /// Cap height and x-height in font units (OS/2), 0 when the face has no OS/2 table.
    let capHeight: Int
    let xHeight: Int
    /// Italic angle in degrees (post table), 0 when absent.
    let italicAngle: Double
    /// PostScript name and full (family + style) name.
    let postScriptName: String?
    let fullName: String

    /// Number of faces in `data` (1 for a TTF/OTF, the face count for a TTC).
    static func faceCount(in data: Data) throws(FontLoadingError) -> Int {
        let handles = try open(data, faceIndex: -1)
        defer { close(handles) }
        return Int(handles.face.pointee.num_faces)
    }

    /// Opens face `faceIndex` of `data`, a TTF, OTF or TTC file's bytes.
    init(data: Data, faceIndex: Int) throws(FontLoadingError) {
        let count = try Self.faceCount(in: data)
        guard faceIndex >= 0, faceIndex < count else { throw .faceIndexOutOfRange(index: faceIndex, faceCount: count) }
        let opened = try Self.open(data, faceIndex: faceIndex)
        let face = opened.face
        let record = face.pointee
        guard record.face_flags & flipbook_ft_face_flag_scalable != 0 else {
            Self.close(opened)
            throw .notScalable
        }
        self.handles = Mutex(opened)
        self.unitsPerEm = Int(record.units_per_EM)
        self.ascender = Int(record.ascender)
        self.descender = Int(record.descender)
        self.lineGap = Int(record.height) - Int(record.ascender) + Int(record.descender)
        self.boundingBox = (Int(record.bbox.xMin), Int(record.bbox.yMin), Int(record.bbox.xMax), Int(record.bbox.yMax))
        self.glyphCount = Int(record.num_glyphs)
        self.hasKerning = record.face_flags & flipbook_ft_face_flag_kerning != 0
        self.hasGlyphNames = record.face_flags & flipbook_ft_face_flag_glyph_names != 0
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self), os2.pointee.version >= 2 {
            self.capHeight = Int(os2.pointee.sCapHeight)
            self.xHeight = Int(os2.pointee.sxHeight)
        } else {
            self.capHeight = 0
            self.xHeight = 0
        }
        if let post = FT_Get_Sfnt_Table(face, FT_SFNT_POST)?.assumingMemoryBound(to: TT_Postscript.self) {
            self.italicAngle = Double(post.pointee.italicAngle) / 65536
        } else {
            self.italicAngle = 0
        }
        self.postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) }
        let family = record.family_name.map { String(cString: $0) } ?? ""
        let style = record.style_name.map { String(cString: $0) } ?? ""
        self.fullName = style.isEmpty || style == "Regular" ? family : "\(family) \(style)"
    }

    private static func open(_ data: Data, faceIndex: Int) throws(FontLoadingError) -> Handles {
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else { throw .unreadableFont(code: initError) }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 8)
        _ = data.copyBytes(to: bytes.bindMemory(to: UInt8.self))
        var face: FT_Face?
        let openError = FT_New_Memory_Face(
            library, bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(data.count),
            FT_Long(faceIndex), &face)
        guard openError == 0, let face else {
            FT_Done_FreeType(library)
            bytes.deallocate()
            throw .unreadableFont(code: openError)
        }
        return Handles(library: library, face: face, bytes: bytes)
    }

    private static func close(_ handles: Handles) {
        FT_Done_Face(handles.face)
        FT_Done_FreeType(handles.library)
        handles.bytes.deallocate()
    }

    deinit {
        handles.withLock { Self.close($0) }
    }

    /// The glyph for a Unicode scalar, or `nil` when the face's cmap does not map it.
    func glyph(for scalar: Unicode.Scalar) -> UInt16? {
        let index = handles.withLock { FT_Get_Char_Index($0.face, FT_ULong(scalar.value)) }
        return index == 0 ? nil : UInt16(truncatingIfNeeded: index)
    }

    /// The glyph's horizontal advance in font units (unhinted, unscaled).
    func advance(of glyph: UInt16) -> Int {
        var advance: FT_Fixed = 0
        let error = handles.withLock { FT_Get_Advance($0.face, FT_UInt(glyph), flipbook_ft_load_advance, &advance) }
        return error == 0 ? Int(advance) : 0
    }

    /// The kerning adjustment between two glyphs in font units (0 when the face has none for the pair).
    func kerning(between left: UInt16, and right: UInt16) -> Int {
        guard hasKerning else { return 0 }
        var vector = FT_Vector()
        let error = handles.withLock {
            FT_Get_Kerning($0.face, FT_UInt(left), FT_UInt(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector)
        }
        return error == 0 ? Int(vector.x) : 0
    }

    /// The glyph's name from the font's post or CFF table, if it has one.
    func name(of glyph: UInt16) -> String? {
        guard hasGlyphNames else { return nil }
        return handles.withLock { handles in
            var buffer = [CChar](repeating: 0, count: 128)
            guard FT_Get_Glyph_Name(handles.face, FT_UInt(glyph), &buffer, FT_UInt(buffer.count)) == 0 else { return nil }
            let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return name.isEmpty ? nil : name
        }
    }

    /// The glyph named `name`, or `nil` when the face has no such glyph name.
    func glyph(named name: String) -> UInt16? {
        let index = handles.withLock { FT_Get_Name_Index($0.face, name) }
        return index == 0 && name != ".notdef" ? nil : UInt16(truncatingIfNeeded: index)
    }

    /// Loads the glyph's outline in font units, unhinted, and hands it to `body` while the face is locked.
    /// Returns `nil` when the glyph cannot be loaded or is not an outline.
    func withOutline<Result>(of glyph: UInt16, _ body: (UnsafeMutablePointer<FT_Outline>) -> Result) -> Result? {
        handles.withLock { handles in
            guard FT_Load_Glyph(handles.face, FT_UInt(glyph), flipbook_ft_load_outline) == 0,
                  let slot = handles.face.pointee.glyph,
                  slot.pointee.format == flipbook_ft_glyph_format_outline
            else { return nil }
            return withUnsafeMutablePointer(to: &slot.pointee.outline) { body($0) }
        }
    }
}
