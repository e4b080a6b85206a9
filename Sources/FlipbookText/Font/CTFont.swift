import FlipbookGraphics
import Foundation

/// A Core Text font: a ``CGFont`` at a point size. Create one with ``CTFontCreateWithName(_:_:_:)`` or
/// ``CTFontCreateWithGraphicsFont(_:_:_:_:)``; use it as `CATextLayer.font` or as an attributed string's
/// `.font` attribute.
public final class CTFont: Hashable, Sendable {
    let graphicsFont: CGFont
    let size: CGFloat

    init(graphicsFont: CGFont, size: CGFloat) {
        self.graphicsFont = graphicsFont
        self.size = size
    }

    /// Fonts are equal when they use the same face at the same size.
    public static func == (lhs: CTFont, rhs: CTFont) -> Bool {
        lhs.graphicsFont == rhs.graphicsFont && lhs.size == rhs.size
    }

    /// Hashes the face and the size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(graphicsFont)
        hasher.combine(size)
    }
}

/// A font by name at `size` points (0 or less means 12, Core Text's default). A name no font answers to gives the
/// default font (Helvetica, mapped to the bundled font), as Core Text falls back for a missing font.
/// Transform matrices are not supported: `matrix` must be `nil` (a non-nil matrix is ignored).
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFont(graphicsFont: CGFont(name) ?? BundledFont.defaultFont, size: size > 0 ? size : 12)
}

/// A font from a `CGFont` at `size` points (0 or less means 12). `matrix` and `attributes` are not supported and
/// must be `nil` (non-nil values are ignored).
public func CTFontCreateWithGraphicsFont(_ graphicsFont: CGFont, _ size: CGFloat,
                                         _ matrix: UnsafePointer<CGAffineTransform>?, _ attributes: AnyObject?) -> CTFont {
    CTFont(graphicsFont: graphicsFont, size: size > 0 ? size : 12)
}

/// The font's point size.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }

/// The font's `CGFont`; `attributes` is not supported and must be `nil`.
public func CTFontCopyGraphicsFont(_ font: CTFont, _ attributes: UnsafeMutablePointer<AnyObject?>?) -> CGFont {
    font.graphicsFont
}

/// The font's PostScript name.
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString {
    font.graphicsFont.postScriptName ?? ("" as CFString)
}
