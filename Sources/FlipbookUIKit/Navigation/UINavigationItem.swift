import Foundation

/// What a navigation bar shows for one view controller (`UINavigationItem`): its title, and the title of the back
/// button that returns to it from the next one.
open class UINavigationItem: NSObject {
    /// The title shown centred in the bar while the item is on top (also the back button's title on the next
    /// item, unless ``backButtonTitle`` is set).
    open var title: String? { didSet { bar?.itemDidChange() } }
    /// The back button's title on the item above this one; `nil` uses ``title``.
    open var backButtonTitle: String? { didSet { bar?.itemDidChange() } }
    /// Whether the bar hides the back button while this item is on top. Default `false`.
    open var hidesBackButton = false { didSet { bar?.itemDidChange() } }

    /// The bar showing the item, told when the item changes.
    weak var bar: UINavigationBar?

    /// Creates an item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item from an archive (Flipbook has no storyboards: no title).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// An item with no title (a view controller's item before it has a title).
    override init() {
        super.init()
    }
}
