import Foundation
import FlipbookCoreAnimation

extension CALayer {
    /// Lays out and displays, over the model subtree (masks included), the layers marked with
    /// `setNeedsLayout()` or `setNeedsDisplay()` and not yet committed — the work a commit does before the
    /// screen shows a frame, so that a frame (or ``render(in:)``) never shows a layer whose drawing is still
    /// pending. Presentation layers have nothing pending.
    func layoutAndDisplayPending() {
        layoutIfNeeded()
        displayIfNeeded()
        for sublayer in sublayers ?? [] { sublayer.layoutAndDisplayPending() }
        mask?.layoutAndDisplayPending()
    }
}
