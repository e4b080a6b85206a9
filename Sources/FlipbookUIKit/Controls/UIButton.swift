import Foundation

/// A control that shows a title and runs an action when tapped.
///
/// A title, title colour per ``UIControl/State-swift.struct`` (``setTitle(_:for:)``, ``setTitleColor(_:for:)``;
/// a state without its own falls back to ``UIControl/State-swift.struct/normal``'s), drawn by ``titleLabel``:
/// one line, centred in the button. Defaults as UIKit's: a ``ButtonType/custom`` button (``init(frame:)``) has
/// white titles in the system font at 18 pt (``UIFont/buttonFontSize``); a ``ButtonType/system`` button has
/// titles in its ``UIView/tintColor`` at 15 pt, faded to 20 % while highlighted. A tap sends
/// ``UIControl/Event/touchUpInside`` then ``UIControl/Event/primaryActionTriggered``.
///
/// The title label spans the button's width (its text centred in it) and is as high as its text, centred
/// vertically — the same pixels as UIKit's label sized to its text and centred, without rounding its frame to
/// pixels.
open class UIButton: UIControl {
    /// The kinds of buttons (UIKit's raw values).
    public enum ButtonType: Int, Sendable {
        /// No system style: white title, no highlight fading.
        case custom = 0
        /// The system style: tinted title that fades while highlighted.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button on a dark background.
        case infoLight = 3
        /// An information button on a light background.
        case infoDark = 4
        /// A "contact add" button.
        case contactAdd = 5
        /// A plain button (iOS 15).
        case plain = 6
        /// A close button.
        case close = 7

        /// The rounded-rectangle style, now the system style.
        public static let roundedRect = ButtonType.system
    }

    /// The button's type.
    open private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var label: UILabel?

    /// Creates a ``ButtonType/custom`` button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button from an archive (a custom button with a zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a custom button with `frame` whose title is `primaryAction`'s title and which runs it when tapped
    /// (``UIControl/Event/primaryActionTriggered``).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: .normal)
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    override var triggersPrimaryActionOnTouchUpInside: Bool { true }

    // MARK: Title

    /// Sets the title shown in `state` (`nil` removes it: the state shows the normal title).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The title of `state`, else the normal title.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title colour of `state` (`nil` removes it: the state uses the normal colour).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    /// The title colour of `state`, else the normal colour, else the type's default.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? defaultTitleColor(for: state)
    }

    /// The title shown now (for the current ``UIControl/state``).
    open var currentTitle: String? { title(for: state) }

    /// The title colour used now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? UIColor.white }

    /// The label that draws the title, created with the first title (UIKit creates it on first access too).
    open var titleLabel: UILabel? {
        if let label { return label }
        let label = UILabel(frame: .zero)
        label.font = UIFont.systemFont(ofSize: buttonType == .custom ? UIFont.buttonFontSize : 15)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        self.label = label
        addSubview(label)
        updateTitle()
        return label
    }

    private func defaultTitleColor(for state: State) -> UIColor? {
        guard buttonType != .custom else { return .white }
        let tint: UIColor = tintColor
        return state.contains(.highlighted) ? UIColor(cgColor: tint.cgColor.copy(alpha: tint.cgColor.alpha * 0.2) ?? tint.cgColor) : tint
    }

    private func updateTitle() {
        guard let label = label ?? (currentTitle != nil ? titleLabel : nil) else { return }
        label.text = currentTitle
        label.textColor = currentTitleColor
        setNeedsLayout()
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateTitle()
    }

    // MARK: Layout

    /// Lays the title label out across the button, as high as its text and centred vertically.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let label else { return }
        let height = label.font.lineHeight
        label.frame = CGRect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
    }

    /// The title's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        titleLabel?.sizeThatFits(size) ?? .zero
    }

    /// The title's size.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }
}
