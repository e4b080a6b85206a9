import FlipbookGraphics
import FlipbookText
import Foundation

/// A view that draws one or more lines of read-only text, with Flipbook's text engine and the bundled font.
///
/// UIKit's defaults: the system font at 17 pt, black text, natural (left) alignment, one line, truncation at the
/// tail; interaction disabled; content mode ``UIView/ContentMode/redraw``. The text is drawn centred vertically in
/// the bounds (``textRect(forBounds:limitedToNumberOfLines:)``), aligned horizontally by ``textAlignment``; with
/// ``numberOfLines`` 1 it never wraps, otherwise it wraps at the bounds' width (0: as many lines as the bounds
/// hold). Setting a property redraws the label before the next frame.
open class UILabel: UIView {
    /// The text. Default `nil`.
    open var text: String? { didSet { setNeedsDisplay() } }

    /// The font. Default the system font at 17 pt; setting `nil` restores it.
    open var font: UIFont! {
        get { ownFont ?? UIFont.systemFont(ofSize: UIFont.labelFontSize) }
        set {
            ownFont = newValue
            setNeedsDisplay()
        }
    }

    /// The colour of the text. Default black; setting `nil` restores it.
    open var textColor: UIColor! {
        get { ownTextColor ?? UIColor.black }
        set {
            ownTextColor = newValue
            setNeedsDisplay()
        }
    }

    /// How lines are aligned horizontally. Default ``NSTextAlignment/natural`` (left).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// The most lines shown: 1 (the default) never wraps; 0 means no limit. Negative values count as 0.
    open var numberOfLines: Int = 1 { didSet { setNeedsDisplay() } }

    /// How text that does not fit is cut. Default ``NSLineBreakMode/byTruncatingTail``.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }

    /// The text colour while ``isHighlighted``; `nil` (the default) keeps ``textColor``.
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Whether the label draws with ``highlightedTextColor``. Default `false`.
    open var isHighlighted = false { didSet { setNeedsDisplay() } }

    /// Whether the label is enabled (Flipbook draws disabled labels like enabled ones). Default `true`.
    open var isEnabled = true

    private var ownFont: UIFont?
    private var ownTextColor: UIColor?

    /// Creates a label with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabel()
    }

    /// Creates a label from an archive (a zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabel()
    }

    private func configureLabel() {
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// Draws the text in ``textRect(forBounds:limitedToNumberOfLines:)`` of the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines))
    }

    /// Draws the text in `rect`: laid out at its width, centred vertically in it.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text, !text.isEmpty else { return }
        let layout = textLayout(of: text, width: rect.width, height: rect.height)
        let color = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? UIColor.black
        let top = rect.minY + (rect.height - layout.size.height) / 2
        TextRenderer.draw(layout, at: CGPoint(x: rect.minX, y: top), colors: [color.cgColor], in: context)
    }

    /// The rectangle the text is drawn in: `bounds` (Flipbook's labels have no insets).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        bounds
    }

    /// The size the text needs: the widest line and the lines' height, wrapping at `size.width` when the label
    /// shows several lines.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        return textLayout(of: text, width: numberOfLines == 1 ? nil : width, height: nil).size
    }

    /// The size of the text on as many lines as ``numberOfLines`` allows, unwrapped.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }

    /// The text laid out in a box of `width` × `height` (`nil`: unlimited) with the label's settings.
    func textLayout(of text: String, width: CGFloat?, height: CGFloat?) -> TextLayout {
        let style = font.textStyle
        let wraps = numberOfLines != 1 && width != nil
        var limit = height
        if numberOfLines > 1 { limit = min(height ?? .infinity, CGFloat(numberOfLines) * font.lineHeight) }
        let container = TextContainer(width: width, height: limit, wraps: wraps, alignment: textAlignment.textAlignment,
                                      truncation: lineBreakMode.textTruncation)
        return TextLayout(runs: [TextRun(text, style: style)], defaultStyle: style, container: container)
    }
}
