import Foundation

/// A transaction's completion block waiting for the animations added in it (by the identities of their entries).
final class CompletionGroup {
    var remaining: Set<ObjectIdentifier>
    let block: () -> Void
    /// Set when the outermost transaction commits.
    var isActive = false
    var hasRun = false

    init(remaining: Set<ObjectIdentifier>, block: @escaping () -> Void) {
        self.remaining = remaining
        self.block = block
    }

    /// Whether the block should run now: its transaction committed and every animation it waits for is done.
    var isDue: Bool { isActive && remaining.isEmpty && !hasRun }

    /// Runs the block if it is due (outside a host, where no run loop delivers it later).
    func runIfDue() {
        guard isDue else { return }
        hasRun = true
        block()
    }
}
