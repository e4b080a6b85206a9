import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// A layer that draws a string, laid out in its bounds, with Flipbook's text engine and the bundled font.
///
/// As on iOS: `string` is a `String` or an `NSAttributedString`; `font` is a font name, a `CGFont` or a `CTFont`
/// (default Helvetica, which maps to the bundled font); `fontSize` (default 36) and `foregroundColor` (default opaque
/// white) are animatable. Text starts at the top-left of the bounds, its first baseline one ascent down; lines wrap
/// at the bounds' width when `isWrapped`, and `truncationMode` cuts what does not fit with "…". Raise
/// `contentsScale` (2 or 3, like the screen) for sharp text.
///
/// With an attributed string, `font`, `fontSize` and `foregroundColor` are ignored: each run uses its own `.font`
/// (a `CTFont`, or a `CGFont`/font name at 12 pt; default Helvetica 12 pt), `.foregroundColor` (a `CGColor`;
/// default black) and `.kern`, as Core Text sets attributed text.
///
/// Each property is declared once, with its default, in the class's property table (see
/// `CATextLayer+Properties.swift`), through which key-value coding (keys `string`, `font`, `fontSize`,
/// `foregroundColor`, `wrapped`, `alignmentMode`, `truncationMode`), actions, animations and presentation copies
/// reach it; each change marks the layer as needing display.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (anything else draws nothing). Default `nil`.
    open var string: Any? {
        get { self[Properties.declared.string] }
        set { update(Properties.declared.string, newValue) }
    }

    /// The font: a font name (`CFString`/`String`), a `CGFont` or a `CTFont` (whose size is ignored in favour of
    /// `fontSize`). A name no font answers to falls back to Helvetica (the bundled font). Default Helvetica.
    open var font: CFTypeRef? {
        get { self[Properties.declared.font] }
        set { update(Properties.declared.font, newValue) }
    }

    /// The font size in points. Default 36. Animatable.
    open var fontSize: CGFloat {
        get { self[Properties.declared.fontSize] }
        set { update(Properties.declared.fontSize, newValue) }
    }

    /// The colour of plain-string text. Default opaque white. Animatable.
    open var foregroundColor: CGColor? {
        get { self[Properties.declared.foregroundColor] }
        set { update(Properties.declared.foregroundColor, newValue) }
    }

    /// Whether lines wrap at the bounds' width. Default `false` (only line breaks in the text start new lines).
    open var isWrapped: Bool {
        get { self[Properties.declared.isWrapped] }
        set { update(Properties.declared.isWrapped, newValue) }
    }

    /// How lines are aligned in the bounds. Default ``CATextLayerAlignmentMode/natural``.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { self[Properties.declared.alignmentMode] }
        set { update(Properties.declared.alignmentMode, newValue) }
    }

    /// How text that does not fit the bounds is truncated: each line when not wrapped, the last visible line when
    /// wrapped. Default ``CATextLayerTruncationMode/none``.
    open var truncationMode: CATextLayerTruncationMode {
        get { self[Properties.declared.truncationMode] }
        set { update(Properties.declared.truncationMode, newValue) }
    }

    /// Draws the text into `ctx` (the layer's top-left, y-down space), from the top-left corner of the bounds.
    open override func draw(in ctx: CGContext) {
        let (runs, colors) = textRuns()
        guard !runs.isEmpty else { return }
        let text = layout(runs: runs, width: bounds.width, height: bounds.height)
        TextRenderer.draw(text, at: bounds.origin, colors: colors, in: ctx)
    }

    // MARK: Layout

    private func layout(runs: [TextRun], width: CGFloat?, height: CGFloat?) -> TextLayout {
        let container = TextContainer(
            width: width, height: height, wraps: isWrapped && width != nil,
            alignment: alignmentMode.textAlignment, truncation: truncationMode.textTruncation)
        return TextLayout(runs: runs, defaultStyle: runs.first?.style ?? plainStyle, container: container)
    }

    /// The text as styled runs and each run's colour.
    func textRuns() -> (runs: [TextRun], colors: [CGColor]) {
        switch string {
        case let text as String:
            return ([TextRun(text, style: plainStyle)], [foregroundColor ?? .clear])
        case let text as NSString:
            return ([TextRun(text as String, style: plainStyle)], [foregroundColor ?? .clear])
        case let attributed as NSAttributedString:
            return Self.runs(of: attributed)
        default:
            return ([], [])
        }
    }

    /// The style of a plain string: `font` at `fontSize`.
    private var plainStyle: TextStyle {
        TextStyle(fonts: FontFallbackChain(primary: Self.graphicsFont(font) ?? BundledFont.defaultFont),
                  fontSize: fontSize)
    }

    /// Runs of an attributed string with Core Text's defaults (Helvetica 12 pt, black).
    static func runs(of attributed: NSAttributedString) -> (runs: [TextRun], colors: [CGColor]) {
        var runs: [TextRun] = []
        var colors: [CGColor] = []
        let text = attributed.string as NSString
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            let fontValue = attributes[.font] as AnyObject?
            let size = (fontValue as? CTFont)?.size ?? 12
            let style = TextStyle(fonts: FontFallbackChain(primary: graphicsFont(fontValue) ?? BundledFont.defaultFont),
                                  fontSize: size, kern: cgFloat(attributes[.kern]) ?? 0)
            let color = (attributes[.foregroundColor] as AnyObject?) as? CGColor
                ?? (attributes[NSAttributedString.Key(kCTForegroundColorAttributeName as String)] as AnyObject?) as? CGColor
                ?? .black
            runs.append(TextRun(text.substring(with: range), style: style))
            colors.append(color)
        }
        return (runs, colors)
    }

    /// The `CGFont` a font value names: a `CGFont`, a `CTFont`'s font, or a font name; `nil` for anything else
    /// or a name no font answers to.
    static func graphicsFont(_ value: Any?) -> CGFont? {
        switch value {
        case let font as CGFont: font
        case let font as CTFont: font.graphicsFont
        case let name as String: CGFont(name as CFString)
        case let name as NSString: CGFont(name)
        default: nil
        }
    }

    /// A number in an attributed string's attributes (`CGFloat`, or any number `NSNumber` bridges) as a `CGFloat`.
    static func cgFloat(_ value: Any?) -> CGFloat? {
        (value as? CGFloat) ?? (value as? NSNumber).map { CGFloat($0.doubleValue) }
    }
}
