import Foundation

/// The closure a ``UIAction`` runs.
public typealias UIActionHandler = (UIAction) -> Void

/// An action a control performs (``UIControl/addAction(_:for:)``, ``UIButton/init(frame:primaryAction:)``): a
/// closure with a title and an identifier.
open class UIAction: NSObject {
    /// An action's identifier (``UIControl/removeAction(identifiedBy:for:)``).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title (a button with this as primary action shows it).
    open var title: String
    /// The action's identifier: the one given, else one unique to this action (made from its identity).
    public var identifier: Identifier {
        givenIdentifier ?? Identifier("UIAction.\(UInt(bitPattern: ObjectIdentifier(self).hashValue))")
    }
    private let givenIdentifier: Identifier?
    /// A longer description of the action.
    open var discoverabilityTitle: String?
    /// The object that sent the action while its handler runs (the control), `nil` otherwise.
    open internal(set) var sender: Any?
    private let handler: UIActionHandler

    /// An action running `handler`. (UIKit's `image`, `attributes` and `state` parameters wait for menus.)
    public init(title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        givenIdentifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Runs the handler with `sender` as ``sender``.
    func perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
