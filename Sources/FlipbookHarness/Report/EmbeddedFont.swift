import Foundation

/// A font that a generated page (the diff report, the gallery) ships beside itself in `fonts/` and loads with
/// `@font-face`, so that CJK text renders on a machine without CJK fonts — FlipbookText's bundled font.
///
/// The family comes first in the page's font lists but serves only ``unicodeRange``, so CJK text always renders with
/// it and everything else with the usual fonts. (Last in a list, as a fallback, Chromium drew a short quoted run
/// such as `"旋转"` in a monospace list as missing-glyph boxes while longer runs rendered.)
package enum EmbeddedFont {
    /// The family name pages give the font.
    package static let family = "Flipbook CJK"
    /// The blocks of Unicode it serves: CJK radicals, symbols, punctuation, kana and ideographs, compatibility
    /// ideographs and forms, full-width forms.
    package static let unicodeRange = "U+2E80-9FFF, U+F900-FAFF, U+FE30-FE4F, U+FF00-FFEF"

    /// The `@font-face` rule for the font at `path` (relative to the page), or nothing without a font.
    package static func fontFace(_ path: String?) -> String {
        guard let path else { return "" }
        let format = path.hasSuffix(".otf") ? " format(\"opentype\")" : path.hasSuffix(".ttf") ? " format(\"truetype\")" : ""
        return "@font-face { font-family: \"\(family)\"; src: url(\"\(HTMLText.escape(path))\")\(format); unicode-range: \(unicodeRange); }\n"
    }

    /// What goes in front of a font list: the family and a comma when the page has the font, nothing otherwise.
    package static func listPrefix(_ path: String?) -> String {
        path == nil ? "" : "\"\(family)\", "
    }

    /// Copies `fontFile` (and an `OFL.txt` beside it, its licence) into `<folder>/fonts/`, replacing older copies.
    ///
    /// - Returns: the copy's path relative to `folder`, for ``fontFace(_:)``.
    package static func copy(_ fontFile: String, into folder: String) throws -> String {
        let fileManager = FileManager.default
        let fonts = folder + "/fonts"
        try fileManager.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        let name = (fontFile as NSString).lastPathComponent
        let licence = (fontFile as NSString).deletingLastPathComponent + "/OFL.txt"
        for (source, destination) in [(fontFile, fonts + "/" + name), (licence, fonts + "/OFL.txt")]
        where source == fontFile || fileManager.fileExists(atPath: source) {
            if fileManager.fileExists(atPath: destination) { try fileManager.removeItem(atPath: destination) }
            try fileManager.copyItem(atPath: source, toPath: destination)
        }
        return "fonts/" + name
    }
}
