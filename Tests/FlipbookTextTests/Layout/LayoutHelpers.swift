import Foundation
@testable import FlipbookText

/// Layout in the bundled font at 10 pt, where every CJK character advances exactly 10 pt and a line box is
/// 11.6 (ascent) + 2.88 (descent) = 14.48 pt high.
enum LayoutHelpers {
    static let style = TextStyle(fonts: FontFallbackChain(primary: BundledFont.defaultFont), fontSize: 10)
    static let lineHeight: CGFloat = 14.48
    static let ascent: CGFloat = 11.6

    static func layout(_ text: String, _ container: TextContainer = TextContainer()) -> TextLayout {
        TextLayout(runs: [TextRun(text, style: style)], defaultStyle: style, container: container)
    }

    /// The bundled font's glyphs for `text`, to compare with a line's glyphs.
    static func glyphs(_ text: String) -> [CGGlyph] {
        text.unicodeScalars.map { BundledFont.face.glyph(for: $0) ?? 0 }
    }

    static func glyphs(of line: TextLine) -> [CGGlyph] { line.glyphs.map(\.glyph) }

    static func xs(of line: TextLine) -> [CGFloat] { line.glyphs.map(\.position.x) }

    static func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
}
