import Foundation

/// A control that shows a title and runs an action when tapped.
///
/// A title, title colour per ``UIControl/State-swift.struct`` (``setTitle(_:for:)``, ``setTitleColor(_:for:)``;
/// a state without its own falls back to ``UIControl/State-swift.struct/normal``'s), drawn by ``titleLabel``:
/// one line, centred in the button. Defaults as UIKit's: a ``ButtonType/custom`` button (``init(frame:)``) has
/// white titles in the system font at 18 pt (``UIFont/buttonFontSize``); a ``ButtonType/system`` button has
/// titles in its ``UIView/tintColor`` at 15 pt, faded to 20 % while highlighted. A tap sends
/// ``UIControl/Event/touchUpInside`` then ``UIControl/Event/primaryActionTriggered``. An image per state
/// (``setImage(_:for:)``) shows at its size left of the title, the pair centred; a background image per state
/// (``setBackgroundImage(_:for:)``) is stretched over the bounds beneath. (A system button's images are not
/// tinted.)
///
/// The title label spans the button's width (its text centred in it) and is as high as its text, centred
/// vertically — the same pixels as UIKit's label sized to its text and centred, without rounding its frame to
/// pixels.
open class UIButton: UIControl {
    /// A UIButton draws nothing of its own (see `UIView.drawsNothingOfItsOwn`).
    override class var drawsNothingOfItsOwn: Bool { self == UIButton.self }

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

    private var titles = ControlStateValues<String>()
    private var titleColors = ControlStateValues<UIColor>()
    private var images = ControlStateValues<UIImage>()
    private var backgroundImages = ControlStateValues<UIImage>()
    private var label: UILabel?
    private var foregroundImageView: UIImageView?
    private var backgroundImageView: UIImageView?

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
        titles[state] = title
        updateTitle()
    }

    /// The title of `state`, else the normal title.
    open func title(for state: State) -> String? {
        titles[state]
    }

    /// Sets the title colour of `state` (`nil` removes it: the state uses the normal colour).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        updateTitle()
    }

    /// The title colour of `state`, else the normal colour, else the type's default.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state] ?? defaultTitleColor(for: state)
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

    // MARK: Images

    /// Sets the image shown in `state`, left of the title (`nil` removes it: the state shows the normal image).
    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        updateImages()
    }

    /// The image of `state`, else the normal image.
    open func image(for state: State) -> UIImage? {
        images[state]
    }

    /// Sets the background image of `state`, stretched over the bounds (`nil` removes it).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
        updateImages()
    }

    /// The background image of `state`, else the normal one.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state]
    }

    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The view that shows ``currentImage``, created with the first image.
    open var imageView: UIImageView? { foregroundImageView }

    private func updateImages() {
        if let image = currentBackgroundImage {
            let view = backgroundImageView ?? makeImageView(at: 0)
            backgroundImageView = view
            view.image = image
        }
        backgroundImageView?.isHidden = currentBackgroundImage == nil
        if let image = currentImage {
            let view = foregroundImageView ?? makeImageView(at: backgroundImageView == nil ? 0 : 1)
            foregroundImageView = view
            view.image = image
        }
        foregroundImageView?.isHidden = currentImage == nil
        setNeedsLayout()
    }

    private func makeImageView(at index: Int) -> UIImageView {
        let view = UIImageView(frame: .zero)
        insertSubview(view, at: index)
        return view
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
        updateImages()
    }

    // MARK: Layout

    /// Lays the content out: the background image over the bounds; the image (at its size) and the title side by
    /// side, centred as a group; without an image, the title label across the button. The title is as high as a
    /// line of its font, and everything is centred vertically.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundImageView?.frame = bounds
        let imageSize = currentImage?.size ?? .zero
        var titleWidth = bounds.width
        var left: CGFloat = 0
        if imageSize != .zero {
            let natural = currentTitle == nil ? 0 : label?.sizeThatFits(.zero).width ?? 0
            titleWidth = max(0, min(natural, bounds.width - imageSize.width))
            left = (bounds.width - imageSize.width - titleWidth) / 2
            foregroundImageView?.frame = CGRect(x: left, y: (bounds.height - imageSize.height) / 2,
                                                width: imageSize.width, height: imageSize.height)
            left += imageSize.width
        }
        guard let label else { return }
        let height = label.font.lineHeight
        label.frame = CGRect(x: left, y: (bounds.height - height) / 2, width: titleWidth, height: height)
    }

    /// The content's size: the image's and the title's side by side.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let title = currentTitle == nil ? .zero : label?.sizeThatFits(size) ?? .zero
        let image = currentImage?.size ?? .zero
        return CGSize(width: title.width + image.width, height: max(title.height, image.height))
    }

    /// The content's size (see ``sizeThatFits(_:)``).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }
}
