import Foundation

extension UINavigationController {
    /// The kind of change to the navigation stack a transition shows (`UINavigationController.Operation`).
    public enum Operation: Int, Sendable {
        /// No change.
        case none = 0
        /// A view controller was pushed onto the stack.
        case push = 1
        /// One or more view controllers were popped off the stack.
        case pop = 2
    }
}
