import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// The bar at the top of a navigation controller's screen (`UINavigationBar`): the top item's title centred in
/// 17 pt semibold, and — when an item lies below it — a back chevron with the title of the item below, in the tint
/// colour.
///
/// Drawn at Flipbook's fidelity of iOS 7–12's default bar: 44 pt tall, placed by its navigation controller under
/// the 20 pt status bar (`UIScreen.statusBarHeight`) with its background extending up behind the status bar, a light
/// translucent background (white 0.97 at alpha 0.92 — iOS also blurs what lies below, which Flipbook does not) and
/// a hairline (black at alpha 0.3, one pixel) along its bottom edge. The back title becomes "Back" when the item
/// below's title would run into the centred title, and is left out when even "Back" would. Tapping the back
/// chevron or title pops the navigation controller's top view controller (animated).
open class UINavigationBar: UIView {
    /// The bar's standard height in points.
    public static let standardHeight: CGFloat = 44

    /// The stack of items, bottom first; the last is shown.
    open private(set) var items: [UINavigationItem]?

    /// The item shown (the last of ``items``).
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one: its title is the back button's.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// The navigation controller whose top view controller a tap on the back button pops.
    weak var navigationController: UINavigationController?

    private let backgroundView = UIView()
    private let hairline = UIView()
    private let contentView = UIView()
    /// The top item's title.
    let titleLabel = UILabel()
    /// The back indicator.
    let backChevron = NavigationBackChevron()
    /// The back button's title.
    let backLabel = UILabel()

    /// Creates a bar with `frame` and no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureBar()
    }

    /// Creates a bar from an archive (a zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureBar()
    }

    private func configureBar() {
        backgroundView.backgroundColor = UIColor(white: 0.97, alpha: 0.92)
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .black
        titleLabel.textAlignment = .center
        backLabel.font = UIFont.systemFont(ofSize: 17)
        for view in [backgroundView, hairline, contentView] { addSubview(view) }
        for view in [backChevron, backLabel, titleLabel] { contentView.addSubview(view) }
    }

    /// Replaces the items at once.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        setItems(items, crossFadeDuration: animated ? UINavigationController.standardTransitionDuration : 0)
    }

    /// Replaces the items; with a positive `crossFadeDuration`, the bar's content cross-fades from the old items to
    /// the new over that many seconds (a fade `CATransition` on the content), as Flipbook's rendition of iOS's
    /// sliding titles.
    func setItems(_ items: [UINavigationItem]?, crossFadeDuration: TimeInterval) {
        for item in self.items ?? [] where item.bar === self { item.bar = nil }
        self.items = items
        for item in items ?? [] { item.bar = self }
        if crossFadeDuration > 0, crossFadeDuration.isFinite {
            let fade = CATransition()
            fade.type = .fade
            fade.duration = crossFadeDuration
            contentView.layer.add(fade, forKey: kCATransition)
        }
        itemDidChange()
    }

    /// An item's title or back button changed: show the items again.
    func itemDidChange() {
        setNeedsLayout()
        layoutIfNeeded()
    }

    open override func tintColorDidChange() {
        backLabel.textColor = tintColor
        backChevron.setNeedsDisplay()
    }

    /// Lays out the background (from the top of the status bar to the bottom of the bar), the hairline, and the
    /// items: the centred title and the back chevron and title.
    open override func layoutSubviews() {
        let width = bounds.width, height = bounds.height
        backgroundView.frame = CGRect(x: 0, y: -UIScreen.statusBarHeight, width: width,
                                      height: height + UIScreen.statusBarHeight)
        let pixel = 1 / max(UIScreen.main.scale, 1)
        hairline.frame = CGRect(x: 0, y: height, width: width, height: pixel)
        contentView.frame = bounds
        layoutItems(width: width, height: height)
    }

    private func layoutItems(width: CGFloat, height: CGFloat) {
        let layout = NavigationBarLayout(barWidth: width, barHeight: height)
        // Labels are given only what changed: a new text or colour makes them draw again.
        if titleLabel.text != topItem?.title { titleLabel.text = topItem?.title }
        titleLabel.frame = layout.titleFrame(forTitleWidth: titleLabel.intrinsicContentSize.width)
        if backLabel.textColor != tintColor { backLabel.textColor = tintColor }
        let showsBack = backItem != nil && topItem?.hidesBackButton != true
        backChevron.isHidden = !showsBack
        backChevron.frame = layout.chevronFrame
        let back = showsBack ? fittingBackTitle(in: layout) : nil
        if backLabel.text != back?.title { backLabel.text = back?.title }
        backLabel.frame = layout.backTitleFrame(forWidth: back?.width ?? 0)
    }

    /// The back button's title and its width: the item below's (its ``UINavigationItem/backButtonTitle`` or title),
    /// else "Back", whichever first ends before the centred title; `nil` when neither does. Candidates are measured
    /// with the back label's settings without being shown.
    private func fittingBackTitle(in layout: NavigationBarLayout) -> (title: String, width: CGFloat)? {
        let candidates = [backItem?.backButtonTitle ?? backItem?.title, "Back"].compactMap { $0 }
        for title in candidates {
            let width = title.isEmpty ? 0 : backLabel.textLayout(of: title, width: nil, height: nil).size.width
            if layout.backTitleFits(width: width, before: titleLabel.frame) { return (title, width) }
        }
        return nil
    }

    /// A tap on the back chevron or title pops the top view controller.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !backChevron.isHidden else { return super.touchesEnded(touches, with: event) }
        let point = touch.location(in: self)
        let backArea = backChevron.frame.union(backLabel.frame).insetBy(dx: -8, dy: -8)
        if backArea.contains(point) {
            navigationController?.popViewController(animated: true)
        } else {
            super.touchesEnded(touches, with: event)
        }
    }
}
