import FlipbookCoreAnimation
import Foundation

/// The calling thread's view-animation state: the open animation blocks, innermost last, and whether animations
/// are enabled (`UIView.setAnimationsEnabled(_:)`). Per thread, as `CATransaction`'s, so that tests running in
/// parallel never see each other's blocks.
final class ViewAnimationContext: PerThreadState {
    /// The open blocks, outermost first.
    private(set) var blocks: [ViewAnimationBlock] = []
    /// Whether changes inside blocks animate. Default `true`.
    var areAnimationsEnabled = true

    static let threadDictionaryKey = "FlipbookUIKit.ViewAnimationContext"

    var innermostBlock: ViewAnimationBlock? { blocks.last }

    /// Opens `block` inside a `CATransaction` (its changes commit together, and outside a host the transaction
    /// makes them run their actions).
    func open(_ block: ViewAnimationBlock) {
        CATransaction.begin()
        blocks.append(block)
    }

    /// Closes the innermost block: with `.layoutSubviews` the views it animated are laid out while it is still open
    /// (their subviews' changes animate with it), a keyframe block adds its keyframe animations, then its transaction
    /// commits and its completion may report.
    func closeInnermost() {
        guard let block = blocks.last else { return }
        block.keyframes?.addAnimations(timedBy: block)
        if block.options.contains(.layoutSubviews) {
            for view in block.animatedViews { view.layoutIfNeeded() }
        }
        blocks.removeLast()
        CATransaction.commit()
        block.completion.blockClosed()
    }

    /// Runs `animations` inside `block`.
    func run(_ block: ViewAnimationBlock, animations: () -> Void) {
        open(block)
        animations()
        closeInnermost()
    }
}
