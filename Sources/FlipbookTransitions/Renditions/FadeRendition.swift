import Foundation
import FlipbookRaster

/// ``CATransitionType/fade``: a cross-dissolve, `(1 − p)·old + p·new` per pixel (premultiplied), so that where both
/// renderings are opaque the result stays opaque throughout.
struct FadeRendition: TransitionRendition {
    func pieces(at progress: Double, direction: TransitionDirection, bounds: CGRect, area: CGRect) -> [TransitionPiece] {
        [.slide(.before, showing: area, by: .zero, alpha: 1 - progress, compositing: .add),
         .slide(.after, showing: area, by: .zero, alpha: progress, compositing: .add)]
    }
}
