import Foundation

/// The font that ships with Flipbook (Noto Sans CJK SC Regular, cut down to Latin + GB2312; SIL OFL 1.1, see
/// `Resources/OFL.txt`) and the names that resolve to it.
///
/// It stands in for every system font, so goldens never depend on the fonts installed on the machine.
package enum BundledFont {
    /// The font file's name in the module's resources.
    static let resourceName = "NotoSansCJKsc-Subset"

    /// The names that resolve to the bundled font: its own names and UIKit's system font names.
    package static let names: Set<String> = [
        "NotoSansCJKsc-Regular", "Noto Sans CJK SC", "Noto Sans CJK SC Regular",
        ".SFUI-Regular", ".SFUIText", ".SFUIText-Regular", ".SFUIDisplay", ".SFUIDisplay-Regular",
        ".AppleSystemUIFont", "SystemFont", "system", "Helvetica", "HelveticaNeue", "Helvetica Neue",
        "ArialMT", "Arial", "PingFangSC-Regular", "PingFang SC", "STHeitiSC-Light", "Heiti SC",
    ]

    /// The bundled face, loaded once per process from the module's resources.
    /// A missing or unreadable resource is a broken build of the package, not bad input, and stops the process.
    package static let face: FontFace = {
        do {
            return try FontFace(data: data())
        } catch {
            preconditionFailure("FlipbookText's bundled font \(resourceName).otf cannot be loaded: \(error)")
        }
    }()

    /// The bundled font's file in the module's resources (with its licence, `OFL.txt`, beside it), for pages that
    /// embed it, such as the diff report.
    package static var url: URL? {
        Bundle.module.url(forResource: resourceName, withExtension: "otf")
    }

    /// The bundled font's bytes, for callers that want a face of their own (and so a cold outline cache).
    package static func data() throws(FontLoadingError) -> Data {
        guard let url, let data = try? Data(contentsOf: url)
        else { throw .fileNotReadable(path: "\(resourceName).otf") }
        return data
    }

    /// The face for `name`, or `nil` when the name is not one the bundled font answers to.
    package static func face(named name: String) -> FontFace? {
        names.contains(name) ? face : nil
    }

    /// The default font of `CATextLayer` and of text without a font: Helvetica, mapped to the bundled font.
    package static var defaultFont: CGFont { CGFont(face: face) }
}
