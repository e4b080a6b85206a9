import FlipbookCoreAnimation
import Foundation

/// Waits for the animations one view-animation block created and then reports once whether they all ran to their
/// end: the delegate of each of those animations.
///
/// `finished` is `true` when every animation finished its active duration, `false` when one was removed before
/// (`removeAllAnimations()`, a replacing animation of the same key). A block that created no animation reports
/// `true` on the host's next run-loop turn (UIKit: "at the beginning of the next run loop cycle"); outside a host,
/// where no run loop turns, right after the block.
final class ViewAnimationCompletion: CAAnimationDelegate {
    /// Called with `finished` once the block's animations are done.
    private let handler: (Bool) -> Void
    /// Called when the first of the block's animations starts (after its delay).
    private let willStart: () -> Void
    private var pendingAnimations = 0
    private var allFinished = true
    private var isBlockClosed = false
    private var hasStarted = false
    private var hasReported = false

    init(willStart: @escaping () -> Void = {}, handler: @escaping (Bool) -> Void) {
        self.willStart = willStart
        self.handler = handler
    }

    /// Counts an animation the block created (the completion now waits for it).
    func animationCreated(_ animation: CAAnimation) {
        pendingAnimations += 1
        animation.delegate = self
    }

    /// The block's closure returned: report now if nothing is pending (on the next run-loop turn in a host).
    func blockClosed() {
        isBlockClosed = true
        guard pendingAnimations == 0 else { return }
        if let host = LayerHost.current {
            host.asyncAfter(deadline: host.currentTime) { [self] in report() }
        } else {
            report()
        }
    }

    func animationDidStart(_ anim: CAAnimation) {
        guard !hasStarted else { return }
        hasStarted = true
        willStart()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pendingAnimations -= 1
        allFinished = allFinished && flag
        if isBlockClosed && pendingAnimations == 0 { report() }
    }

    private func report() {
        guard !hasReported else { return }
        hasReported = true
        handler(allFinished)
    }
}
