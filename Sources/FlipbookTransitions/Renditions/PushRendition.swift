import Foundation
import FlipbookRaster

/// ``CATransitionType/push``: the new rendering slides in from the subtype's side by the bounds' width (or
/// height), pushing the old one out the other side by the same distance.
struct PushRendition: TransitionRendition {
    func pieces(at progress: Double, direction: TransitionDirection, bounds: CGRect, area: CGRect) -> [TransitionPiece] {
        let span = SlideSpan(direction: direction, bounds: bounds)
        return [.slide(.before, showing: area, by: span.offset(progress)),
                .slide(.after, showing: area, by: span.offset(progress - 1))]
    }

    func extent(direction: TransitionDirection, bounds: CGRect, area: CGRect) -> CGRect {
        SlideSpan(direction: direction, bounds: bounds).sweep(of: area)
    }
}
