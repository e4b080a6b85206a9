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
    /// The layers' copies of the block's animations that have not stopped yet (by identity: a stop reported twice,
    /// by the block that replaced the animation and by its host, counts once).
    private var pendingAnimations: Set<ObjectIdentifier> = []
    private var allFinished = true
    private var isBlockClosed = false
    private var hasStarted = false
    private var hasReported = false

    init(willStart: @escaping () -> Void = {}, handler: @escaping (Bool) -> Void) {
        self.willStart = willStart
        self.handler = handler
    }

    /// Makes the completion the delegate of an animation the block is about to add.
    func willAdd(_ animation: CAAnimation) {
        animation.delegate = self
    }

    /// Waits for `copy`, the layer's copy of an animation the block added.
    func wait(for copy: CAAnimation) {
        pendingAnimations.insert(ObjectIdentifier(copy))
    }

    /// The block's closure returned: report if nothing is pending, on the next run-loop turn in a host.
    func blockClosed() {
        isBlockClosed = true
        guard pendingAnimations.isEmpty else { return }
        reportOnNextTurn()
    }

    func animationDidStart(_ anim: CAAnimation) {
        guard !hasStarted else { return }
        hasStarted = true
        willStart()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard pendingAnimations.remove(ObjectIdentifier(anim)) != nil else { return }
        allFinished = allFinished && flag
        guard isBlockClosed && pendingAnimations.isEmpty else { return }
        // Stopped by another block replacing the animation: report after it, not inside it.
        if ViewAnimationContext.ofCurrentThread.innermostBlock != nil {
            reportOnNextTurn()
        } else {
            report()
        }
    }

    /// Reports on the host's next run-loop turn (outside a host, where no run loop turns, now).
    private func reportOnNextTurn() {
        if let host = LayerHost.current {
            host.asyncAfter(deadline: host.currentTime) { [self] in report() }
        } else {
            report()
        }
    }

    private func report() {
        guard !hasReported else { return }
        hasReported = true
        handler(allFinished)
    }
}
