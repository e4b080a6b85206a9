import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// The base of Volume 1's view controllers: a `UIViewController` whose `print` writes to the case's own
/// ``console`` instead of the process's standard output, so that the book's `print("done")` lines read as written
/// and a test can check what the case printed and when (scenes render in parallel; a shared standard output would
/// interleave them).
class CaseViewController: UIViewController {
    /// The lines the case printed, in order.
    private(set) var console: [String] = []

    /// Appends `items`, separated by spaces, to ``console`` (Swift's `print` with the default separator).
    func print(_ items: Any...) {
        console.append(items.map { "\($0)" }.joined(separator: " "))
    }
}
