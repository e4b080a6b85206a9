import Foundation

/// How a run of text is set: its fonts, its size and its extra letter spacing.
package struct TextStyle: Hashable, Sendable {
    /// The fonts asked for each character's glyph.
    package var fonts: FontFallbackChain
    /// The font size in points (the em square's height).
    package var fontSize: CGFloat
    /// Extra space added after every character, in points (`NSAttributedString.Key.kern`); 0 for none.
    package var kern: CGFloat
    /// Whether the fonts' pair kerning is applied.
    package var usesFontKerning: Bool

    package init(fonts: FontFallbackChain, fontSize: CGFloat, kern: CGFloat = 0, usesFontKerning: Bool = true) {
        self.fonts = fonts
        self.fontSize = fontSize
        self.kern = kern
        self.usesFontKerning = usesFontKerning
    }

    /// The line metrics of the style's primary font at its size.
    package var lineMetrics: LineMetrics { fonts.primary.face.lineMetrics(atSize: fontSize) }
}
