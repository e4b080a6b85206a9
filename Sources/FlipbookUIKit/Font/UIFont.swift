import FlipbookGraphics
import FlipbookText
import Foundation

/// A font at a point size, with its metrics in points.
///
/// Every system font (``systemFont(ofSize:)``, ``boldSystemFont(ofSize:)``, ``italicSystemFont(ofSize:)``) and
/// every font name the bundled font answers to (`Helvetica`, `PingFangSC-Regular`, …) is drawn with Flipbook's one
/// bundled font (Noto Sans CJK SC Regular), so goldens never depend on the machine's fonts: bold and italic
/// system fonts keep their UIKit names but draw with the regular face. A size that is not a positive finite number
/// gives a 12 pt font, as Core Text does for size 0.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's name (`.SFUI-Regular` for the system font).
    public let fontName: String
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The face the font draws with.
    let graphicsFont: CGFont

    private init(name: String, graphicsFont: CGFont, size: CGFloat) {
        fontName = name
        self.graphicsFont = graphicsFont
        pointSize = size.isFinite && size > 0 ? size : 12
    }

    /// The font named `fontName` at `fontSize` points; `nil` when no font has that name (as on iOS for a font that
    /// is not installed). The names of the bundled font and of the system fonts resolve.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let font = CGFont(fontName as CFString) else { return nil }
        self.init(name: fontName, graphicsFont: font, size: fontSize)
    }

    private static func system(named name: String, size: CGFloat) -> UIFont {
        UIFont(name: name, graphicsFont: BundledFont.defaultFont, size: size)
    }

    /// The system font (regular weight) at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(named: ".SFUI-Regular", size: fontSize)
    }

    /// The system font at `fontSize` points and `weight` (drawn with the bundled regular face).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        system(named: weight.rawValue >= Weight.semibold.rawValue ? ".SFUI-Semibold" : ".SFUI-Regular", size: fontSize)
    }

    /// The bold system font at `fontSize` points (drawn with the bundled regular face).
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(named: ".SFUI-Semibold", size: fontSize)
    }

    /// The italic system font at `fontSize` points (drawn with the bundled regular face).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(named: ".SFUI-RegularItalic", size: fontSize)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, graphicsFont: graphicsFont, size: fontSize)
    }

    /// The standard system font size (14 pt).
    open class var systemFontSize: CGFloat { 14 }
    /// The size of the standard small system font (12 pt).
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The standard label font size (17 pt).
    open class var labelFontSize: CGFloat { 17 }
    /// The standard button font size (18 pt).
    open class var buttonFontSize: CGFloat { 18 }

    /// The text style the font sets: its face at its size (what labels and buttons lay out with).
    var textStyle: TextStyle {
        TextStyle(fonts: FontFallbackChain(primary: graphicsFont), fontSize: pointSize)
    }

    private var metrics: LineMetrics { textStyle.lineMetrics }

    /// The distance from the baseline to the top of the tallest glyphs, in points.
    open var ascender: CGFloat { metrics.ascent }
    /// The distance from the baseline to the bottom of the lowest glyphs, in points (negative).
    open var descender: CGFloat { -metrics.descent }
    /// The extra space between lines, in points.
    open var leading: CGFloat { metrics.leading }
    /// The height of a line of text: ascender − descender + leading.
    open var lineHeight: CGFloat { metrics.height }
    /// The height of capital letters, in points.
    open var capHeight: CGFloat { CGFloat(graphicsFont.capHeight) * pointSize / CGFloat(graphicsFont.unitsPerEm) }
    /// The height of lowercase x, in points.
    open var xHeight: CGFloat { CGFloat(graphicsFont.xHeight) * pointSize / CGFloat(graphicsFont.unitsPerEm) }

    /// Fonts are equal when they have the same name and size.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    /// Hashes the name and the size.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }
}
